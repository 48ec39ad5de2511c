import { BookOpen, FileArchive, FileCode2, FileText, type LucideIcon } from 'lucide-react';

export type DownloadTab = 'code' | 'scripts' | 'docs';
export type FailureKey = 'failedCode' | 'failedScripts' | 'failedDocs' | 'openFailed';

export interface DownloadEntry {
  key: 'project' | 'scriptsZip' | 'setup' | 'deploy' | 'check' | 'techdocs' | 'instructions' | 'guide';
  tab: DownloadTab;
  url: string;
  /** 'open' shows the page in a new tab instead of saving it */
  action: 'download' | 'open';
  failure: FailureKey;
  icon: LucideIcon;
}

/** The files of the download centre (spec sections 2 and 7, static files). */
export const downloads: DownloadEntry[] = [
  { key: 'project', tab: 'code', url: '/downloads/project-download.zip', action: 'download', failure: 'failedCode', icon: FileArchive },
  { key: 'scriptsZip', tab: 'scripts', url: '/downloads/deployment-scripts.zip', action: 'download', failure: 'failedScripts', icon: FileArchive },
  { key: 'setup', tab: 'scripts', url: '/setup.cjs', action: 'download', failure: 'failedScripts', icon: FileCode2 },
  { key: 'deploy', tab: 'scripts', url: '/deploy.cjs', action: 'download', failure: 'failedScripts', icon: FileCode2 },
  { key: 'check', tab: 'scripts', url: '/check-environment.cjs', action: 'download', failure: 'failedScripts', icon: FileCode2 },
  { key: 'techdocs', tab: 'docs', url: '/techdocs/index.html', action: 'open', failure: 'openFailed', icon: BookOpen },
  { key: 'instructions', tab: 'docs', url: '/downloads/download-instructions.md', action: 'download', failure: 'failedDocs', icon: FileText },
  { key: 'guide', tab: 'docs', url: '/downloads/deployment-guide.md', action: 'download', failure: 'failedDocs', icon: FileText },
];

export const fileName = (url: string) => url.slice(url.lastIndexOf('/') + 1);

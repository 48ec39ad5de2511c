import { BookOpen, FileArchive, FileCode2, FileText, type LucideIcon } from 'lucide-react';
import { files } from '@shared/paths';

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

/** The files of the download centre (docs/product-spec.md, sections 2 and 7, static files). */
export const downloads: DownloadEntry[] = [
  { key: 'project', tab: 'code', url: files.projectZip, action: 'download', failure: 'failedCode', icon: FileArchive },
  { key: 'scriptsZip', tab: 'scripts', url: files.scriptsZip, action: 'download', failure: 'failedScripts', icon: FileArchive },
  { key: 'setup', tab: 'scripts', url: files.setupScript, action: 'download', failure: 'failedScripts', icon: FileCode2 },
  { key: 'deploy', tab: 'scripts', url: files.deployScript, action: 'download', failure: 'failedScripts', icon: FileCode2 },
  { key: 'check', tab: 'scripts', url: files.checkScript, action: 'download', failure: 'failedScripts', icon: FileCode2 },
  { key: 'techdocs', tab: 'docs', url: files.techdocsHtml, action: 'open', failure: 'openFailed', icon: BookOpen },
  { key: 'instructions', tab: 'docs', url: files.downloadInstructions, action: 'download', failure: 'failedDocs', icon: FileText },
  { key: 'guide', tab: 'docs', url: files.deploymentGuide, action: 'download', failure: 'failedDocs', icon: FileText },
];

export const fileName = (url: string) => url.slice(url.lastIndexOf('/') + 1);

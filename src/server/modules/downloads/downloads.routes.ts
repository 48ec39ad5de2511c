import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import { files } from '../../../shared/paths';
import { AppError } from '../../lib/errors';

const root = path.resolve(import.meta.dirname, '../../../..');

interface DownloadFile {
  /** path inside the build output (dist/downloads) and inside the source folder (deploy/) */
  file: string;
  type: string;
  attachment: boolean;
  /** zips exist only after the build; the rest can also be served from the source folder */
  builtOnly?: boolean;
}

/** The static files of the download centre (docs/product-spec.md, section 7, static files). */
export const DOWNLOADS: Record<string, DownloadFile> = {
  [files.projectZip]: { file: 'project-download.zip', type: 'application/zip', attachment: true, builtOnly: true },
  [files.scriptsZip]: { file: 'deployment-scripts.zip', type: 'application/zip', attachment: true, builtOnly: true },
  [files.downloadInstructions]: { file: 'download-instructions.md', type: 'text/markdown; charset=utf-8', attachment: false },
  [files.deploymentGuide]: { file: 'deployment-guide.md', type: 'text/markdown; charset=utf-8', attachment: false },
  [files.setupScript]: { file: 'setup.cjs', type: 'text/javascript; charset=utf-8', attachment: true },
  [files.deployScript]: { file: 'deploy.cjs', type: 'text/javascript; charset=utf-8', attachment: true },
  [files.checkScript]: { file: 'check-environment.cjs', type: 'text/javascript; charset=utf-8', attachment: true },
  [files.techdocsHtml]: { file: 'techdocs/index.html', type: 'text/html; charset=utf-8', attachment: false },
};

export interface DownloadsOptions {
  /** build output (default dist/downloads) */
  dir?: string;
  /** source of the scripts and documents, used when the build output lacks them (default deploy/) */
  sourceDir?: string | null;
}

export function downloadsRouter(opts: DownloadsOptions = {}): Router {
  const dir = opts.dir ?? path.join(root, 'dist/downloads');
  const sourceDir = opts.sourceDir === undefined ? path.join(root, 'deploy') : opts.sourceDir;
  const router = Router();

  for (const [url, download] of Object.entries(DOWNLOADS)) {
    router.get(url, (_req, res, next) => {
      const candidates = [dir, ...(sourceDir && !download.builtOnly ? [sourceDir] : [])].map((d) => path.join(d, download.file));
      const found = candidates.find((f) => fs.existsSync(f));
      if (!found) throw new AppError(404, 'NOT_BUILT', `${path.basename(download.file)} is not available: build it with npm run build`);

      const name = path.basename(download.file);
      res.type(download.type);
      res.set('Content-Disposition', `${download.attachment ? 'attachment' : 'inline'}; filename="${name}"`);
      res.set('Cache-Control', 'public, max-age=0, must-revalidate');
      res.sendFile(found, { lastModified: true, etag: true, dotfiles: 'deny' }, (err) => {
        if (err && !res.headersSent) next(err);
      });
    });
  }
  return router;
}

import type zh from '../../zh/admin/downloads';
import type { Shape } from '../../../types';

const downloads: Shape<typeof zh> = {
  title: 'Download centre',
  description: 'Download the project code, deployment scripts and documentation',
  tabs: { code: 'Code package', scripts: 'Deployment scripts', docs: 'Docs' },
  download: 'Download',
  open: 'Open',
  checking: 'Preparing...',
  size: 'Size: {{size}}',
  sizeUnknown: 'Size unknown',
  items: {
    project: { name: 'Complete project package', text: 'All front-end and back-end source code (without dependencies, data or build output), ready to install and run.' },
    scriptsZip: { name: 'Deployment scripts bundle', text: 'An archive holding setup.cjs, deploy.cjs and check-environment.cjs.' },
    setup: { name: 'setup.cjs', text: 'Installs dependencies, runs the database migrations and creates the first administrator.' },
    deploy: { name: 'deploy.cjs', text: 'Builds the project and starts it with NODE_ENV=production.' },
    check: { name: 'check-environment.cjs', text: 'Checks the Node version, the required environment variables and whether the database answers.' },
    techdocs: { name: 'Technical documentation', text: 'Architecture, API and configuration (web page).' },
    instructions: { name: 'Download instructions', text: 'What each download contains and how to use it (Markdown).' },
    guide: { name: 'Production deployment guide', text: 'Step-by-step deployment of this website on a server (Markdown).' },
  },
  toast: {
    started: 'Download started',
    startedText: 'Downloading {{name}}',
    opened: 'Opened',
    openedText: '{{name}} opened in a new tab',
    failedCode: 'Code package download failed',
    failedScripts: 'Deployment scripts download failed',
    failedDocs: 'Document download failed',
    openFailed: 'Open failed',
    failedText: '{{name}} cannot be fetched right now: {{message}}',
  },
};
export default downloads;

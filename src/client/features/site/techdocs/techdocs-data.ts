/**
 * The facts the technical documentation page lists (its texts live in i18n under techdocs.*).
 * Keep in step with src/server (config.ts and the module routers) when an endpoint or setting changes.
 */
import { sections } from '@shared/catalog';
import { adminScreens, paths } from '@shared/paths';

export type Access = 'public' | 'admin';

export interface Endpoint {
  method: string;
  path: string;
  access: Access;
  /** key of its description under techdocs.api.endpoints */
  key: string;
}

export interface EndpointGroup {
  key: 'session' | 'articles' | 'categories' | 'contact' | 'consultations' | 'files' | 'system';
  endpoints: Endpoint[];
}

export const endpointGroups: EndpointGroup[] = [
  {
    key: 'session',
    endpoints: [
      { method: 'GET', path: '/api/user', access: 'public', key: 'user' },
      { method: 'POST', path: '/api/login', access: 'public', key: 'login' },
      { method: 'POST', path: '/api/register', access: 'public', key: 'register' },
      { method: 'POST', path: '/api/logout', access: 'public', key: 'logout' },
    ],
  },
  {
    key: 'articles',
    endpoints: [
      { method: 'GET', path: '/api/public/articles', access: 'public', key: 'publicArticles' },
      { method: 'GET', path: '/api/public/articles/:id', access: 'public', key: 'publicArticle' },
      { method: 'GET', path: '/api/public/articles/bycategory/:category', access: 'public', key: 'publicByCategory' },
      { method: 'GET', path: '/api/public/articles/bytype/:type', access: 'public', key: 'publicByType' },
      { method: 'GET', path: '/api/articles', access: 'public', key: 'articles' },
      { method: 'GET', path: '/api/articles/:id', access: 'public', key: 'article' },
      { method: 'GET', path: '/api/articles/bycategory/:category', access: 'public', key: 'byCategory' },
      { method: 'GET', path: '/api/articles/bytype/:type', access: 'public', key: 'byType' },
      { method: 'GET', path: '/api/articles/byarticleid/:articleId', access: 'public', key: 'byArticleId' },
      { method: 'POST', path: '/api/articles', access: 'admin', key: 'createArticle' },
      { method: 'PATCH / PUT', path: '/api/articles/:id', access: 'admin', key: 'updateArticle' },
      { method: 'DELETE', path: '/api/articles/:id', access: 'admin', key: 'deleteArticle' },
    ],
  },
  {
    key: 'categories',
    endpoints: [
      { method: 'GET', path: '/api/categories', access: 'public', key: 'categories' },
      { method: 'GET', path: '/api/categories/:id', access: 'public', key: 'category' },
      { method: 'GET', path: '/api/categories/bytype/:type', access: 'public', key: 'categoryByType' },
      { method: 'POST', path: '/api/categories', access: 'admin', key: 'createCategory' },
      { method: 'PATCH / PUT', path: '/api/categories/:id', access: 'admin', key: 'updateCategory' },
      { method: 'DELETE', path: '/api/categories/:id', access: 'admin', key: 'deleteCategory' },
    ],
  },
  {
    key: 'contact',
    endpoints: [
      { method: 'GET', path: '/api/contact', access: 'public', key: 'contact' },
      { method: 'PATCH / PUT', path: '/api/contact/:id', access: 'admin', key: 'updateContact' },
    ],
  },
  {
    key: 'consultations',
    endpoints: [
      { method: 'POST', path: '/api/public/consultations', access: 'public', key: 'createConsultation' },
      { method: 'GET', path: '/api/consultations?page=&pageSize=', access: 'admin', key: 'consultations' },
      { method: 'GET', path: '/api/consultations/:id', access: 'admin', key: 'consultation' },
      { method: 'PATCH / PUT', path: '/api/consultations/:id', access: 'admin', key: 'updateConsultation' },
      { method: 'DELETE', path: '/api/consultations/:id', access: 'admin', key: 'deleteConsultation' },
    ],
  },
  {
    key: 'files',
    endpoints: [
      { method: 'POST', path: '/api/upload/qrcode', access: 'admin', key: 'uploadQrcode' },
      { method: 'GET', path: '/uploads/qrcodes/:file', access: 'public', key: 'qrcodeFile' },
      { method: 'GET', path: '/api/export/data', access: 'admin', key: 'exportData' },
      { method: 'GET', path: '/api/export/download/:filename', access: 'admin', key: 'exportDownload' },
      { method: 'POST', path: '/api/backup', access: 'admin', key: 'backup' },
      { method: 'POST', path: '/api/restore', access: 'admin', key: 'restore' },
    ],
  },
  {
    key: 'system',
    endpoints: [{ method: 'GET', path: '/api/health', access: 'public', key: 'health' }],
  },
];

/** Environment settings read by src/server/config.ts; `value` is the default shown literally, if any. */
export const settings: { name: string; key: string; value?: string }[] = [
  { name: 'DATABASE_URL', key: 'databaseUrl' },
  { name: 'SESSION_SECRET', key: 'sessionSecret' },
  { name: 'NODE_ENV', key: 'nodeEnv', value: 'production' },
  { name: 'PORT', key: 'port', value: '5000' },
  { name: 'DATA_DIR', key: 'dataDir', value: './data' },
  { name: 'ADMIN_USERNAME', key: 'adminUsername', value: 'admin' },
  { name: 'ADMIN_PASSWORD', key: 'adminPassword' },
  { name: 'ALLOW_REGISTRATION', key: 'allowRegistration', value: 'true' },
  { name: 'TRUST_PROXY', key: 'trustProxy', value: 'false' },
  { name: 'LOGIN_RATE_LIMIT', key: 'loginRateLimit', value: '10' },
  { name: 'CONSULTATION_RATE_LIMIT', key: 'consultationRateLimit', value: '5' },
  { name: 'PUBLIC_URL', key: 'publicUrl' },
  { name: 'ALLOWED_HOSTS', key: 'allowedHosts', value: 'localhost,127.0.0.1,[::1]' },
  { name: 'COOKIE_SECURE', key: 'cookieSecure', value: 'auto' },
  { name: 'PAGE_CACHE_MB', key: 'pageCacheMb', value: '32' },
];

export const commands: { command: string; key: string }[] = [
  { command: 'npm install && npm start', key: 'start' },
  { command: 'npm run dev', key: 'dev' },
  { command: 'npm test', key: 'test' },
  { command: 'npm run create-admin -- <username>', key: 'createAdmin' },
];

/** The routes listed: the public pages (each service section by its own path), then the sidebar's screens. */
export const publicRoutes: string[] = [paths.home, ...sections.map((s) => s.basePath), paths.news, paths.contact, paths.techdocs, paths.login];
export const adminRoutes: string[] = adminScreens.map((s) => s.path);

export const sectionIds = ['overview', 'running', 'settings', 'security', 'api', 'routes'] as const;

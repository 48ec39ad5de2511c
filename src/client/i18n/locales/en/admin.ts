import account from './admin/account';
import articleForm from './admin/article-form';
import articles from './admin/articles';
import auth from './admin/auth';
import categories from './admin/categories';
import consultations from './admin/consultations';
import dashboard from './admin/dashboard';
import downloads from './admin/downloads';
import homeContent from './admin/home-content';
import layout from './admin/layout';
import settings from './admin/settings';
import shared from './admin/shared';
import users from './admin/users';

/** The 'admin' namespace, loaded only by the back-office chunks: one part per admin feature. */
const admin = { shared, auth, layout, articles, articleForm, categories, consultations, dashboard, settings, homeContent, downloads, users, account };
export default admin;

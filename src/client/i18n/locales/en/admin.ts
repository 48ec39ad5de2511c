import account from './admin/account';
import activity from './admin/activity';
import analytics from './admin/analytics';
import articleForm from './admin/article-form';
import articles from './admin/articles';
import assessments from './admin/assessments';
import auth from './admin/auth';
import bookings from './admin/bookings';
import categories from './admin/categories';
import consultations from './admin/consultations';
import dashboard from './admin/dashboard';
import downloads from './admin/downloads';
import homeContent from './admin/home-content';
import layout from './admin/layout';
import media from './admin/media';
import publishing from './admin/publishing';
import redirects from './admin/redirects';
import settings from './admin/settings';
import shared from './admin/shared';
import review from './admin/review';
import revisions from './admin/revisions';
import roles from './admin/roles';
import users from './admin/users';

/** The 'admin' namespace, loaded only by the back-office chunks: one part per admin feature. */
const admin = { shared, auth, layout, articles, articleForm, categories, consultations, dashboard, settings, homeContent, downloads, users, account, revisions, media, activity, publishing, roles, review, redirects, bookings, analytics, assessments };
export default admin;

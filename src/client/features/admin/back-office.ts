/**
 * The back office's layout and sidebar screens as one chunk (docs/decisions/0010-first-load-javascript.md):
 * its first view on a phone does not fetch a chunk per screen and per piece the screens share; moving
 * between screens downloads nothing, and the sign-in screen brings the rest along. What the back
 * office shares with public pages (icons, dialog, the enquiry schema) stays in shared chunks. The
 * article editor (TipTap) stays a chunk of its own, fetched when an editor opens.
 */
export { default as AuthPage } from './auth/auth-page';
export { default as AdminLayout } from './layout/admin-layout';
export { default as DashboardPage } from './dashboard/dashboard-page';
export { default as ArticlesPage } from './articles/articles-page';
export { default as CategoriesPage } from './categories/categories-page';
export { default as ReviewPage } from './review/review-page';
export { default as ConsultationsPage } from './consultations/consultations-page';
export { default as BookingsPage } from './bookings/bookings-page';
export { default as AnalyticsPage } from './analytics/analytics-page';
export { default as AssessmentsPage } from './assessments/assessments-page';
export { default as MediaPage } from './media/media-page';
export { default as RedirectsPage } from './redirects/redirects-page';
export { default as SettingsPage } from './settings/settings-page';
export { default as DownloadPage } from './downloads/download-page';
export { default as UsersPage } from './users/users-page';
export { default as ActivityPage } from './activity/activity-page';

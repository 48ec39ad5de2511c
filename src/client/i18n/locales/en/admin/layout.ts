import type zh from '../../zh/admin/layout';
import type { Shape } from '../../../types';

const layout: Shape<typeof zh> = {
  documentTitle: '{{page}} | Content Management',
  mainFunctions: 'Main functions',
  systemSettings: 'System settings',
  nav: {
    dashboard: 'Dashboard',
    articles: 'Articles',
    review: 'Review',
    categories: 'Categories',
    consultations: 'Consultation orders',
    media: 'Media library',
    bookings: 'Bookings',
    analytics: 'Analytics',
    assessments: 'Self-assessments',
    redirects: 'Redirects',
    settings: 'Site settings',
    download: 'Download centre',
    users: 'Users',
    activity: 'Activity',
  },
  reviewPending_one: '{{count}} submission waiting for review',
  reviewPending_other: '{{count}} submissions waiting for review',
  visitSite: 'Visit official site',
  notifications: {
    label: 'Notifications',
    pending_one: '{{count}} pending consultation',
    pending_other: '{{count}} pending consultations',
    none: 'No pending consultations',
    viewAll: 'View consultation orders',
  },
  userMenu: {
    open: 'User menu',
    settings: 'System settings',
    logout: 'Log out',
  },
  openMenu: 'Open navigation menu',
  closeMenu: 'Close navigation menu',
  checkingSession: 'Checking your sign-in...',
  sessionFailed: {
    title: 'Cannot check your sign-in',
    text: 'The server cannot be reached right now. Check your connection and try again.',
  },
  rightsNeeded: {
    title: 'Administrator rights needed',
    text: 'The account you are signed in with ({{username}}) is a regular user and cannot use the back office. Please ask a site administrator for access.',
    backHome: 'Back to website',
    switchAccount: 'Switch account',
  },
  toast: {
    logoutSuccess: 'Logged out',
    logoutText: 'You have been signed out successfully.',
    logoutFailed: 'Log-out failed',
    sessionEnded: 'Your session has ended',
    sessionEndedText: 'Please sign in again.',
  },
};
export default layout;

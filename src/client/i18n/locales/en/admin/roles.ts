import type zh from '../../zh/admin/roles';
import type { Shape } from '../../../types';

const roles: Shape<typeof zh> = {
  permissions: {
    backOffice: 'Use the back office',
    writeArticles: 'Write articles',
    writeAnyArticle: 'Edit all articles',
    publishArticles: 'Publish articles',
    trashArticles: 'Move articles to the trash',
    restoreFromTrash: 'Restore from the trash',
    purgeTrash: 'Delete for good',
    manageSite: 'Manage the site content',
    readEnquiries: 'Read enquiries',
    manageBooking: 'Manage bookings and booking hours',
    viewAnalytics: 'View analytics',
    manageAssessments: 'Manage self-assessments',
    exportEnquiries: 'Export enquiries',
    manageEnquiries: 'Manage enquiry data',
    manageUsers: 'Manage users',
    manageSystem: 'Manage the system',
  },
  description: {
    admin: 'Uses the whole back office, including users, backups and the activity log.',
    editor: 'Writes, reviews and publishes all articles; manages categories, media, site content and self-assessments.',
    author: 'Writes their own articles and submits them for review; cannot publish.',
    sales: 'Handles the enquiries: reads, assigns, notes and exports them.',
    user: 'A visitor account: no back office, only its own account settings.',
  },
  forbidden: 'You do not have permission: the right “{{right}}” is needed',
  noPermission: {
    title: 'You do not have permission to see this page',
    text: '“{{screen}}” needs the right “{{right}}”, which your role ({{role}}) does not have. Ask the site administrator if you need it.',
    back: 'Go to my start page',
  },
};
export default roles;

/**
 * Who may do what in the back office: the one table the server's guards and the client's menus and
 * buttons both read (docs/decisions/0026-roles.md). A role not listed for a permission lacks it.
 */
export const roles = ['admin', 'editor', 'author', 'sales', 'user'] as const;
export type Role = (typeof roles)[number];

export const permissions = {
  /** sign in to the back office at all (a `user` is a signed-in visitor: the download centre only) */
  backOffice: ['admin', 'editor', 'author', 'sales'],
  /** create and edit articles, upload media, preview, history, drafts in lists; an author only her own */
  writeArticles: ['admin', 'editor', 'author'],
  /** edit, trash and schedule anyone's article, and manage the media library */
  writeAnyArticle: ['admin', 'editor'],
  /** publish, unpublish, schedule, approve or return a submission */
  publishArticles: ['admin', 'editor'],
  /** move an article to the trash (an author: her own that were never published) */
  trashArticles: ['admin', 'editor', 'author'],
  /** see the trash and restore from it */
  restoreFromTrash: ['admin', 'editor'],
  /** delete for good, empty the trash */
  purgeTrash: ['admin'],
  /** categories, home page content, contact and social settings */
  manageSite: ['admin', 'editor'],
  /** read enquiries with their personal data, assign, status, notes, timeline, spam */
  readEnquiries: ['admin', 'sales'],
  /** export enquiries as CSV or Excel (audited) */
  exportEnquiries: ['admin', 'sales'],
  /** booking hours, meeting kinds and closed dates; the week of bookings, moving and cancelling them */
  manageBooking: ['admin', 'sales'],
  /** the Analytics screen: visits, pages, referrers, campaigns, taps; its enquiry figures also need readEnquiries */
  viewAnalytics: ['admin', 'editor'],
  /** self-assessments (docs/decisions/0030-self-assessments.md): write, preview, publish, restore a version */
  manageAssessments: ['admin', 'editor'],
  /** anonymise and delete enquiries, retention and notification settings */
  manageEnquiries: ['admin'],
  /** users, roles, sessions of others, two-factor resets */
  manageUsers: ['admin'],
  /** backup, restore, export all data, everyone's activity log, metrics, the setup checklist */
  manageSystem: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissions;
export const permissionNames = Object.keys(permissions) as Permission[];

/** Whether `role` holds `permission`; no role (signed out) holds none. */
export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (permissions[permission] as readonly Role[]).includes(role);
}

/** The roles that read enquirers' personal data: REQUIRE_2FA_FOR_ADMINS applies to each of them. */
export const rolesWithPersonalData: readonly Role[] = permissions.readEnquiries;

import { z } from 'zod';

/** What an audit entry is about (issue 11): each links to its screen in the back office. */
export const auditEntityTypes = ['article', 'category', 'contact', 'social', 'qr', 'enquiry', 'export', 'session', 'user', 'media', 'home-content', 'settings'] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

/** What was done. */
export const auditActions = [
  'create',
  'save',
  'publish',
  'unpublish',
  'schedule',
  'trash',
  'restore',
  'delete',
  'upload',
  'status',
  'assign',
  'export',
  'sign-in',
  'sign-in-failed',
  'sign-out',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** One changed field: its name and its old and new values (long text cut short). */
export const auditChangeSchema = z.object({ field: z.string(), from: z.unknown(), to: z.unknown() });
export type AuditChange = z.infer<typeof auditChangeSchema>;

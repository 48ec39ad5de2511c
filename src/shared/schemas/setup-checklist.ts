import { z } from 'zod';

/**
 * The setup checklist on the dashboard (admins): what a fresh install still lacks before visitors
 * can reach the firm and staff can trust the site (docs/decisions/0023-setup-checklist.md).
 * The order is the dashboard's.
 */
export const setupItems = [
  'phone',
  'email',
  'whatsapp',
  'wechat',
  'address',
  'dpo-contact',
  'licence',
  'home-samples',
  'service-english',
  'public-url',
  'mail',
  'two-factor',
] as const;
export type SetupItemId = (typeof setupItems)[number];

/** Items closed by an explicit confirmation rather than by data: the home page's samples. */
export const confirmableSetupItems = ['home-samples'] as const satisfies readonly SetupItemId[];

export const MAX_DISMISS_REASON = 500;

export const setupItemParamSchema = z.object({ item: z.enum(setupItems) });
export const confirmSetupItemParamSchema = z.object({ item: z.enum(confirmableSetupItems) });
export const dismissSetupItemSchema = z.object({ reason: z.string().trim().min(1).max(MAX_DISMISS_REASON) });

/** POST /api/setup-checklist/test-mail: to the admin's own address when `to` is empty. */
export const testMailSchema = z.object({ to: z.union([z.literal(''), z.email().max(254)]).optional() });
export type TestMailInput = z.input<typeof testMailSchema>;

/** Who closed an item by hand, when, and why (a dismissal). */
export interface SetupItemClosure {
  state: 'dismissed' | 'confirmed';
  reason: string | null;
  by: string | null;
  at: string;
}

export interface SetupItem {
  id: SetupItemId;
  /** the data or the configuration fills it */
  done: boolean;
  /** how many things are still missing, for the items that count (service pages, admins) */
  missing?: number;
  closed: SetupItemClosure | null;
}

/** GET /api/setup-checklist: every item; `open` counts those neither done nor closed. */
export interface SetupChecklist {
  items: SetupItem[];
  open: number;
  /** the signed-in admin's address, the test mail's default recipient */
  adminEmail: string | null;
}

export type TestMailResult = { sent: true; to: string } | { sent: false; to: string; error: string };

import { z } from 'zod';
import { languages } from '../languages';

/** How long a shared preview link works. */
export const PREVIEW_LINK_HOURS = 48;

/** GET /api/preview/articles/:id (admins): which version, and optionally a revision of it. */
export const previewQuerySchema = z.object({
  lang: z.enum(languages).default('zh'),
  revision: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** POST /api/articles/:id/preview-links */
export const createPreviewLinkSchema = z.object({
  lang: z.enum(languages).default('zh'),
  revisionId: z.number().int().positive().max(2_147_483_647).nullish(),
});

/** The token is 32 random bytes in base64url: 43 characters. */
export const previewTokenParamSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

export interface PreviewLink {
  id: number;
  lang: 'zh' | 'en';
  revisionId: number | null;
  createdAt: string;
  createdBy: string | null;
  expiresAt: string;
}

/** The answer to creating a link: the only time the token (in `url`) is given out. */
export interface CreatedPreviewLink extends PreviewLink {
  url: string;
}

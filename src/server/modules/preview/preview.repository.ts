import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Language } from '../../../shared/languages';
import type { PreviewLink } from '../../../shared/schemas/preview';
import type { Db } from '../../db/client';
import { previewLinks as l } from '../../db/schema/index';

export interface NewPreviewLink {
  articleId: number;
  lang: Language;
  revisionId: number | null;
  tokenHash: string;
  createdBy: number | null;
  createdByName: string | null;
  createdAt: Date;
  expiresAt: Date;
}

const columns = { id: l.id, lang: l.lang, revisionId: l.revisionId, createdAt: l.createdAt, createdBy: l.createdByName, expiresAt: l.expiresAt };

const toLink = (r: { id: number; lang: Language; revisionId: number | null; createdAt: Date; createdBy: string | null; expiresAt: Date }): PreviewLink => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
});

/** Shared preview links; only the token's hash is stored. Built on the caller's db or transaction. */
export function previewRepository(db: Db) {
  const active = (now: Date) => and(isNull(l.revokedAt), gt(l.expiresAt, now));

  return {
    async insert(link: NewPreviewLink): Promise<PreviewLink> {
      const [row] = await db.insert(l).values(link).returning(columns);
      return toLink(row!);
    },

    async listActive(articleId: number, now: Date): Promise<PreviewLink[]> {
      const rows = await db.select(columns).from(l).where(and(eq(l.articleId, articleId), active(now))).orderBy(desc(l.id));
      return rows.map(toLink);
    },

    /** The link a token names, while it is neither revoked nor expired. */
    async findActive(tokenHash: string, now: Date): Promise<{ articleId: number; lang: Language; revisionId: number | null } | undefined> {
      const [row] = await db.select({ articleId: l.articleId, lang: l.lang, revisionId: l.revisionId }).from(l).where(and(eq(l.tokenHash, tokenHash), active(now)));
      return row;
    },

    async revoke(id: number, now: Date): Promise<{ articleId: number } | undefined> {
      const [row] = await db.update(l).set({ revokedAt: now }).where(and(eq(l.id, id), isNull(l.revokedAt))).returning({ articleId: l.articleId });
      return row;
    },
  };
}

import type { z } from 'zod';
import type { Language } from '../../../shared/languages';
import { homeTextsSchema, trustDetailsSchema, type HomeContent, type HomeTexts, type PublicHomeContent, type PublicTrustDetails, type TrustDetails, type updateHomeContentSchema } from '../../../shared/schemas/home-content';
import type { Db } from '../../db/client';
import type { PublicCache } from '../../lib/public-cache';
import { withTransaction, type Actor } from '../../lib/transaction';
import { nestedChangesBetween, type AuditRecorder } from '../audit/audit.recorder';
import { defaultHomeTexts, defaultTrustDetails } from './home-content.defaults';
import { homeContentRepository, type HomeContentRow } from './home-content.repository';

export type UpdateHomeContent = z.output<typeof updateHomeContentSchema>;

/** A stored value, or the seeded one when there is none (or a restored file held something unreadable). */
function storedOr<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

function toHomeContent(row: HomeContentRow | undefined): HomeContent {
  return {
    zh: storedOr<HomeTexts>(homeTextsSchema, row?.zh, defaultHomeTexts.zh),
    en: storedOr<HomeTexts>(homeTextsSchema, row?.en, defaultHomeTexts.en),
    trust: storedOr<TrustDetails>(trustDetailsSchema, row?.trust, defaultTrustDetails),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export function homeContentService(db: Db, cache: PublicCache, audit: AuditRecorder) {
  const repo = homeContentRepository(db);

  return {
    /** Both languages and the trust details, as staff edit them. */
    get: async (): Promise<HomeContent> => toHomeContent(await repo.current()),

    /** What the home page shows in one language: hidden testimonials are left out. */
    async getPublic(lang: Language): Promise<PublicHomeContent> {
      const content = toHomeContent(await repo.current());
      const texts = content[lang];
      return { lang, texts: { ...texts, testimonials: texts.testimonials.filter((t) => !t.hidden) }, consultants: content.trust.consultants };
    },

    /** The trust details for the footer and /contact of every page (the same in both languages); the consultants' photos stay on the home page's read. */
    async getTrust(): Promise<PublicTrustDetails> {
      const { consultants: _onTheHomePage, ...trust } = toHomeContent(await repo.current()).trust;
      return trust;
    },

    /** Replaces the whole content, then empties the public cache (and so the page cache) everywhere. */
    async update(actor: Actor, input: UpdateHomeContent): Promise<HomeContent> {
      const row = await withTransaction(db, async (tx) => {
        const before = toHomeContent(await homeContentRepository(tx).current());
        const saved = await homeContentRepository(tx).save({ zh: input.zh, en: input.en, trust: input.trust });
        const changes = nestedChangesBetween(before, toHomeContent(saved), ['zh', 'en', 'trust']);
        if (changes.length) await audit.record(tx, actor, { action: 'save', entityType: 'home-content', entityId: saved.id, changes });
        return saved;
      });
      await cache.invalidate();
      return toHomeContent(row);
    },

    exportPart: async () => ({ homeContent: await repo.all() }),
  };
}
export type HomeContentService = ReturnType<typeof homeContentService>;

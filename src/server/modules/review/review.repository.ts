import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '../../../shared/languages';
import { permissions } from '../../../shared/permissions';
import type { ReviewPerson, ReviewState, ReviewSubmission } from '../../../shared/schemas/review';
import type { ArticleSnapshot } from '../../../shared/schemas/revisions';
import type { Db } from '../../db/client';
import { articles, articleSubmissions as s, users } from '../../db/schema/index';

/** A submission as stored, with what the service decides on. */
export interface StoredSubmission {
  id: number;
  articleId: number;
  lang: Language;
  snapshot: ArticleSnapshot;
  state: ReviewState;
  live: boolean;
  publishAt: Date | null;
  submittedBy: number | null;
}

export type NewSubmission = Omit<StoredSubmission, 'id' | 'state'>;

const submitter = alias(users, 'submitter');
const decider = alias(users, 'decider');

const person = (id: number | null, username: string | null, byline: string | null): ReviewPerson | null =>
  id === null || username === null ? null : { id, username, name: byline?.trim() || username };

const viewColumns = {
  id: s.id,
  articleId: s.articleId,
  articleSlug: articles.articleId,
  title: sql<string>`${s.snapshot}->>'title'`,
  lang: s.lang,
  state: s.state,
  live: s.live,
  publishAt: s.publishAt,
  comment: s.comment,
  submittedAt: s.submittedAt,
  decidedAt: s.decidedAt,
  submitterId: submitter.id,
  submitterName: submitter.username,
  submitterByline: submitter.bylineName,
  deciderId: decider.id,
  deciderName: decider.username,
  deciderByline: decider.bylineName,
};

interface ViewRow {
  id: number;
  articleId: number;
  articleSlug: string | null;
  title: string;
  lang: Language;
  state: ReviewState;
  live: boolean;
  publishAt: Date | null;
  comment: string | null;
  submittedAt: Date;
  decidedAt: Date | null;
  submitterId: number | null;
  submitterName: string | null;
  submitterByline: string | null;
  deciderId: number | null;
  deciderName: string | null;
  deciderByline: string | null;
}

const toView = (r: ViewRow): ReviewSubmission => ({
  id: r.id,
  articleId: r.articleId,
  articleSlug: r.articleSlug,
  title: r.title,
  lang: r.lang,
  state: r.state,
  submittedBy: person(r.submitterId, r.submitterName, r.submitterByline),
  submittedAt: r.submittedAt.toISOString(),
  publishAt: r.publishAt?.toISOString() ?? null,
  live: r.live,
  comment: r.comment,
  decidedBy: person(r.deciderId, r.deciderName, r.deciderByline),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

const storedColumns = { id: s.id, articleId: s.articleId, lang: s.lang, snapshot: s.snapshot, state: s.state, live: s.live, publishAt: s.publishAt, submittedBy: s.submittedBy };

/** Submissions for review (docs/decisions/0026-roles-and-review.md). Built on the caller's db or transaction. */
export function reviewRepository(db: Db) {
  const views = () =>
    db
      .select(viewColumns)
      .from(s)
      .innerJoin(articles, eq(articles.id, s.articleId))
      .leftJoin(submitter, eq(submitter.id, s.submittedBy))
      .leftJoin(decider, eq(decider.id, s.decidedBy));

  return {
    /** The article's owner and title; `lock`: its row stays locked until the transaction ends. */
    async article(id: number, lock = false): Promise<{ authorId: number | null; title: string } | undefined> {
      const query = db.select({ authorId: articles.authorId, title: articles.title }).from(articles).where(eq(articles.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async insert(submission: NewSubmission): Promise<number> {
      const [row] = await db.insert(s).values(submission).returning({ id: s.id });
      return row!.id;
    },

    async find(id: number): Promise<StoredSubmission | undefined> {
      const [row] = await db.select(storedColumns).from(s).where(eq(s.id, id));
      return row;
    },

    /** Decides a pending submission; undefined when it is not pending (any more): a second decision finds nothing. */
    async decide(id: number, state: Exclude<ReviewState, 'pending'>, by: number | null, comment: string | null, at: Date): Promise<StoredSubmission | undefined> {
      const [row] = await db
        .update(s)
        .set({ state, decidedBy: by, decidedAt: at, comment })
        .where(and(eq(s.id, id), eq(s.state, 'pending')))
        .returning(storedColumns);
      return row;
    },

    async view(id: number): Promise<ReviewSubmission | undefined> {
      const [row] = await views().where(eq(s.id, id));
      return row && toView(row);
    },

    /** Both languages' submissions of an article, newest first. */
    forArticle: async (articleId: number): Promise<ReviewSubmission[]> => (await views().where(eq(s.articleId, articleId)).orderBy(desc(s.id))).map(toView),

    /** The pending submissions, oldest first. */
    pending: async (): Promise<ReviewSubmission[]> => (await views().where(eq(s.state, 'pending')).orderBy(asc(s.id))).map(toView),

    async pendingCount(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(s).where(eq(s.state, 'pending'));
      return row?.n ?? 0;
    },

    /** The active reviewers' addresses (the roles holding publishArticles), but `except`'s. */
    async reviewerEmails(except: number | null): Promise<string[]> {
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(and(inArray(users.role, [...permissions.publishArticles]), isNull(users.disabledAt), isNotNull(users.email), except === null ? undefined : ne(users.id, except)));
      return [...new Set(rows.map((r) => r.email!.trim()).filter(Boolean))];
    },

    /** The address of an active account, if it has one. */
    async emailOf(userId: number | null): Promise<string | null> {
      if (userId === null) return null;
      const [row] = await db.select({ email: users.email }).from(users).where(and(eq(users.id, userId), isNull(users.disabledAt)));
      return row?.email?.trim() || null;
    },
  };
}

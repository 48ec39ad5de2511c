import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createI18n, type Language } from '@/i18n';
import { makeArticle } from '@shared/testing/article-fixture';
import type { AdminArticle } from '@shared/schemas/articles';
import type { ArticleVersion } from '@shared/schemas/translations';
import type { PublicUser } from '@shared/schemas/auth';
import type { Role } from '@shared/permissions';
import { userQuery } from '@/lib/session';
import { ensureAdminBundles } from './admin-i18n';
import type { ReviewSubmission } from '@shared/schemas/review';

/** The address as the app sees it, for assertions on URL-synced state. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** A signed-in member of staff of `role` (id 1 unless given), as GET /api/user answers. */
export function makeSessionUser(role: Role, fields: Partial<PublicUser> = {}): PublicUser {
  return { id: 1, username: `${role}1`, email: null, role, createdAt: '2027-01-01T00:00:00.000Z', twoFactorEnabled: false, mustChangePassword: false, mustEnrollTwoFactor: false, ...fields };
}

/**
 * Renders admin UI with i18n (admin namespace added), a fresh query client and a router at `route`;
 * `user` (a role or a user) is put in the session's cache, so buttons show by that role's permissions.
 */
export function renderAdmin(ui: ReactNode, opts: { route?: string; path?: string; language?: Language; queryClient?: QueryClient; user?: Role | PublicUser } = {}) {
  const i18n = createI18n(opts.language ?? 'zh');
  ensureAdminBundles(i18n);
  const queryClient = opts.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (opts.user) queryClient.setQueryData(userQuery.queryKey, typeof opts.user === 'string' ? makeSessionUser(opts.user) : opts.user);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[opts.route ?? '/']}>
          <Routes>
            <Route
              path={opts.path ?? '*'}
              element={
                <>
                  {ui}
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, i18n };
}

/**
 * An admin read's article (the test's fields win): both versions and the English state. `en` gives
 * an English version (a Draft unless its status is given); without it the English one is missing.
 */
export function makeAdminArticle({ en, ...fields }: Partial<AdminArticle> & Pick<AdminArticle, 'id'> & { en?: Partial<ArticleVersion> }): AdminArticle {
  const article = makeArticle(fields);
  const { title, summary, content, metaDescription, tableData, tags, status, publishedAt, updatedAt } = article;
  const zh: ArticleVersion = { title, summary, content, metaDescription, tableData, tags, status, publishedAt, updatedAt };
  const english: ArticleVersion | null = en
    ? { title: '', summary: null, content: '', metaDescription: null, tableData: null, tags: [], status: 'Draft', publishedAt: null, updatedAt, ...en }
    : null;
  return {
    ...article,
    translations: { zh, en: english },
    englishState: fields.englishState ?? (english ? (english.status.toLowerCase() as 'published' | 'draft' | 'archived') : 'missing'),
    englishNeedsUpdate: fields.englishNeedsUpdate ?? fields.englishState === 'needsUpdate',
  };
}

/** A pending submission of article 7's Chinese version by Amy, with `fields` over it. */
export function makeSubmission(fields: Partial<ReviewSubmission> & Pick<ReviewSubmission, 'id'>): ReviewSubmission {
  return {
    articleId: 7,
    articleSlug: null,
    title: '工作准证新规',
    lang: 'zh',
    state: 'pending',
    submittedBy: { id: 3, username: 'amy', name: 'Amy' },
    submittedAt: '2027-03-01T01:30:00.000Z',
    publishAt: null,
    live: false,
    comment: null,
    decidedBy: null,
    decidedAt: null,
    ...fields,
  };
}

// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enSite from '@/i18n/locales/en/site';
import zhSite from '@/i18n/locales/zh/site';
import { prefetchEligibilityPage } from './api/get-assessment';
import { EligibilityPage } from './eligibility-page';
import { eligibilityTree, published } from './test-utils';

/** The public read of one assessment: published under `entrepass-check`, 404 for anything else. */
function serve() {
  const reads: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    reads.push(pathname);
    if (pathname === '/api/public/assessments/entrepass-check') return Response.json(published);
    return Response.json({ message: 'not here', code: 'NOT_FOUND' }, { status: 404 });
  });
  return { reads };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('EligibilityPage', () => {
  it('when the assessment is published, then its title is the heading, with the intro, the breadcrumb to its service and the first question', async () => {
    serve();
    render(eligibilityTree(<EligibilityPage />));

    expect(await screen.findByRole('heading', { level: 1, name: 'EntrePass self-check' })).toBeTruthy();
    expect(screen.getByText('Three questions to see whether you may qualify.')).toBeTruthy();
    const trail = within(screen.getByRole('navigation', { name: enSite.services.breadcrumb.label }));
    expect(trail.getByRole('link', { name: 'Immigration' }).getAttribute('href')).toBe('/immigration');
    expect(trail.getByText('EntrePass self-check')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Question 1 of 3');
    expect(screen.getByText(/3 questions · about 2 minutes/)).toBeTruthy();
  });

  it('when nothing is published under the slug, then the site\'s not-found page shows', async () => {
    serve();
    render(eligibilityTree(<EligibilityPage />, { lang: 'zh', route: '/eligibility/withdrawn-check' }));

    expect(await screen.findByRole('heading', { level: 1, name: zhSite.layout.notFound.title })).toBeTruthy();
  });

  it('when the slug cannot be one, then the page is not found without asking the server', () => {
    const { reads } = serve();
    render(eligibilityTree(<EligibilityPage />, { route: '/eligibility/Not_A_Slug' }));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(enSite.layout.notFound.title);
    expect(reads.filter((path) => path.startsWith('/api/public/assessments'))).toEqual([]);
  });

  it('when the server renders it, then the published version is prefetched, and a slug without one answers 404', async () => {
    serve();
    const qc = new QueryClient();

    expect(await prefetchEligibilityPage(qc, { slug: 'entrepass-check' }, 'en')).toEqual({});
    expect(await prefetchEligibilityPage(qc, { slug: 'withdrawn-check' }, 'en')).toEqual({ status: 404 });
    expect(await prefetchEligibilityPage(qc, { slug: 'Bad' }, 'en')).toEqual({ status: 404 });
    expect(qc.getQueryData(['public', 'assessments', 'slug', 'entrepass-check'])).toEqual(published);
  });
});

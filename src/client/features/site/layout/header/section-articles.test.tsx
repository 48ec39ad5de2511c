// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sectionByType } from '@shared/catalog';
import type { PublicAssessmentList } from '@shared/schemas/assessments';
import { createI18n } from '@/i18n';
import enSite from '@/i18n/locales/en/site';
import { SectionArticles } from './section-articles';

const list: PublicAssessmentList = {
  assessments: [
    { slug: 'entrepass-check', title: { zh: 'EntrePass 资格自测', en: 'EntrePass self-check' }, service: 'immigration', inNavigation: true },
    { slug: 'pr-readiness', title: { zh: '永久居民准备度自测', en: 'PR readiness check' }, service: 'immigration', inNavigation: false },
    { slug: 'aeis-check', title: { zh: 'AEIS 自测', en: 'AEIS check' }, service: 'education', inNavigation: true },
  ],
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SectionArticles', () => {
  it('when a menu opens, then after its articles it lists the self-checks of its service that staff put in the navigation', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => Response.json(new URL(String(input), 'http://localhost').pathname === '/api/public/assessments' ? list : []));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <I18nextProvider i18n={createI18n('en')}>
          <MemoryRouter>
            <SectionArticles section={sectionByType('immigration')!} renderLink={(entry) => <a href={entry.href}>{entry.label}</a>} />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>,
    );

    expect(await screen.findByText(enSite.layout.nav.selfCheck)).toBeTruthy();
    expect(screen.getByText(enSite.layout.nav.empty)).toBeTruthy();
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['EntrePass self-check', '/eligibility/entrepass-check']]);
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicAssessmentList } from '@shared/schemas/assessments';
import { createI18n, type Language } from '@/i18n';
import enSite from '@/i18n/locales/en/site';
import { useServicesStrings } from '@/i18n/services-strings';
import { publicAssessmentsQuery } from '@/lib/assessment-queries';
import { SelfCheckCallout } from './self-check-callout';

const list: PublicAssessmentList = {
  assessments: [
    { slug: 'entrepass-check', title: { zh: 'EntrePass 资格自测', en: 'EntrePass self-check' }, service: 'immigration', inNavigation: true },
    { slug: 'pr-readiness', title: { zh: '永久居民准备度自测', en: 'PR readiness check' }, service: 'immigration', inNavigation: false },
    { slug: 'aeis-check', title: { zh: 'AEIS 自测', en: 'AEIS check' }, service: 'education', inNavigation: true },
  ],
};

/** The service page adds its strings before rendering the callout. */
function OnServicePage({ service }: { service: 'immigration' | 'business' }) {
  useServicesStrings();
  return <SelfCheckCallout service={service} />;
}

function renderCallout(service: 'immigration' | 'business', lang: Language = 'en') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(publicAssessmentsQuery().queryKey, list);
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter>
          <OnServicePage service={service} />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('SelfCheckCallout', () => {
  it('when the service has published self-checks, then it links to each of them, listed in the navigation or not', () => {
    renderCallout('immigration');

    const callout = within(screen.getByTestId('self-check-callout'));
    expect(callout.getByText(enSite.services.selfCheck.title)).toBeTruthy();
    expect(callout.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['EntrePass self-check', '/eligibility/entrepass-check'],
      ['PR readiness check', '/eligibility/pr-readiness'],
    ]);
  });

  it('when the service has none, then nothing shows', () => {
    renderCallout('business');

    expect(screen.queryByTestId('self-check-callout')).toBeNull();
  });
});

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@shared/languages';
import type { PublicHomeContent, PublicTrustDetails } from '@shared/schemas/home-content';
import { apiFor } from './api-client';
import { useContentLanguage } from './content-language';
import { publicKeys, withLang } from './public-queries';

/**
 * The home page's own words and the trust details (docs/decisions/0024-beyond-the-spec.md), as staff saved them in settings → Home
 * page. Keys start with 'public', so a write in the back office invalidates them with the rest.
 */
export const homeContentKeys = {
  texts: (lang: Language) => [...publicKeys.all, 'home-content', lang] as const,
  trust: [...publicKeys.all, 'trust-details'] as const,
};

export const homeContentQuery = (lang: Language) =>
  queryOptions({
    queryKey: homeContentKeys.texts(lang),
    queryFn: ({ signal, client }) => apiFor(client).get<PublicHomeContent>(withLang('/api/public/home-content', lang), { signal }),
    staleTime: 10 * 60_000,
  });

export const trustDetailsQuery = () =>
  queryOptions({
    queryKey: homeContentKeys.trust,
    queryFn: ({ signal, client }) => apiFor(client).get<PublicTrustDetails>('/api/public/trust-details', { signal }),
    staleTime: 10 * 60_000,
  });

/** The home texts in the page's language, or undefined until loaded: sections then show the seeded strings. */
export function useHomeTexts() {
  return useQuery(homeContentQuery(useContentLanguage())).data?.texts;
}

/** The consultants for the about section (none until loaded). */
export function useConsultants() {
  return useQuery(homeContentQuery(useContentLanguage())).data?.consultants ?? [];
}

export function useTrustDetails() {
  return useQuery(trustDetailsQuery()).data;
}

/** True when the firm filled any of its licence details (else they show nowhere: docs/decisions/0024-beyond-the-spec.md). */
export function useHasTrustDetails(): boolean {
  const trust = useTrustDetails();
  return Boolean(trust && [trust.licenceNumber, trust.uen, trust.registeredAddress, trust.mapUrl].some((v) => v?.trim()));
}

import { absoluteUrl, hreflangOf, pageUrl } from '@shared/alternates';
import { socialPlatforms } from '@shared/catalog';
import { contactDefaults } from '@shared/contact-defaults';
import type { Language } from '@shared/languages';
import { paths } from '@shared/paths';
import type { ContactInfo } from '@shared/schemas/contact';
import type { PublicTrustDetails } from '@shared/schemas/home-content';
import { openingHours, type OpeningHours } from './opening-hours';

/**
 * The page's structured data (JSON-LD, https://schema.org), in the page's language, built from what
 * the page shows: nothing is said that staff did not enter (docs/decisions/0027-found-and-shared.md).
 */
export type JsonLd = Record<string, unknown>;

/** A visible breadcrumb's entry: the page's own (last) entry has no link. */
export interface Crumb {
  label: string;
  to?: string;
}

/** The firm as the page shows it: only the details staff filled in. */
export interface OrganizationFacts {
  name: string;
  /** the brand in the other language */
  alternateName: string;
  telephone?: string;
  email?: string;
  address?: string;
  hours?: OpeningHours[];
  sameAs?: string[];
  /** the licence number and UEN of the trust details, each named in the page's language */
  identifiers?: { name: string; value: string }[];
}

/** An article the page shows (service or news). */
export interface ArticleFacts {
  kind: 'Article' | 'NewsArticle';
  headline: string;
  description: string;
  /** the language of the article's text (an English page may show the Chinese one) */
  lang: Language;
  datePublished: string;
  dateModified: string;
  /** path on the site or absolute URL */
  image: string;
  byline: { name: string; title: string | null } | null;
}

/** What the firm's facts are drawn from (organizationFacts): the page has them from its footer's reads. */
export interface OrganizationInput {
  name: string;
  alternateName: string;
  contact?: ContactInfo | null;
  trust?: PublicTrustDetails | null;
  labels: { licence: string; uen: string };
}

/**
 * What a page's structured data says, as the page declares it (page-head.tsx): the firm's facts are
 * drawn from their inputs here, so the browser loads this module only when it writes the head.
 */
export interface PageFacts {
  organization: OrganizationInput;
  /** the home page: the site with its search */
  website?: boolean;
  article?: ArticleFacts;
}

/** The site's logo (public/logo.svg), named as the organisation's logo. */
export const LOGO_PATH = '/logo.svg';

/** The '…未设置' placeholders older data may hold as values: shown nowhere, said nowhere. */
const placeholders = new Set<string>(Object.values(contactDefaults).filter((v) => v.endsWith('未设置')));
const shown = (value: string | null | undefined): string | undefined => {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text && !placeholders.has(text) ? text : undefined;
};

const isWebUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

const optional = <K extends string>(key: K, value: string | undefined) => (value ? ({ [key]: value } as Record<K, string>) : {});

/**
 * What the organisation's JSON-LD may say, from the contact details (read in the page's language),
 * the trust details and the brand names; empty and placeholder fields are left out, business hours
 * only when they parse (opening-hours.ts), social accounts only when they are web addresses.
 */
export function organizationFacts(input: OrganizationInput): OrganizationFacts {
  const { contact, trust, labels } = input;
  const hours = [contact?.businessHours, contact?.weekendHours].flatMap((text) => openingHours(shown(text) ?? '') ?? []);
  const sameAs = socialPlatforms.map((p) => shown(contact?.[p])).filter((v): v is string => Boolean(v && isWebUrl(v)));
  const identifiers = [
    { name: labels.licence, value: shown(trust?.licenceNumber) },
    { name: labels.uen, value: shown(trust?.uen) },
  ].filter((id): id is { name: string; value: string } => Boolean(id.value));
  const email = shown(contact?.email);
  return {
    name: input.name,
    alternateName: input.alternateName,
    ...optional('telephone', shown(contact?.phone)),
    ...optional('email', email?.includes('@') ? email : undefined),
    ...optional('address', shown(contact?.address)),
    ...(hours.length ? { hours } : {}),
    ...(sameAs.length ? { sameAs: [...new Set(sameAs)] } : {}),
    ...(identifiers.length ? { identifiers } : {}),
  };
}

const organizationId = (origin: string) => `${origin}/#organization`;

/**
 * A Singapore address as written: the postal code and country when it ends with "Singapore 123456"
 * (or 新加坡 123456), else the whole text as the street address.
 */
export function postalAddress(text: string): JsonLd {
  const match = /^(.*?)[\s,，]*(?:Singapore|新加坡)\s*(\d{6})[\s.。]*$/i.exec(text);
  const street = match?.[1]?.trim();
  if (!match || !street) return { '@type': 'PostalAddress', streetAddress: text };
  return { '@type': 'PostalAddress', streetAddress: street, postalCode: match[2], addressCountry: 'SG' };
}

/**
 * The firm: a ProfessionalService when its address is known (a local business needs one to be
 * valid for search engines), else an Organization.
 */
export function organizationJsonLd(org: OrganizationFacts, origin: string, lang: Language): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': org.address ? 'ProfessionalService' : 'Organization',
    '@id': organizationId(origin),
    name: org.name,
    alternateName: org.alternateName,
    url: pageUrl(origin, paths.home, lang),
    logo: origin + LOGO_PATH,
    ...(org.address && { image: origin + LOGO_PATH }),
    ...(org.telephone && { telephone: org.telephone }),
    ...(org.email && { email: org.email }),
    ...(org.address && { address: postalAddress(org.address) }),
    ...(org.hours && {
      openingHoursSpecification: org.hours.map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: h.days, opens: h.opens, closes: h.closes })),
    }),
    ...(org.sameAs && { sameAs: org.sameAs }),
    ...(org.identifiers && { identifier: org.identifiers.map((id) => ({ '@type': 'PropertyValue', propertyID: id.name, value: id.value })) }),
  };
}

/** The organisation as an article's publisher or author: a reference to the one above, with its name and logo. */
const organizationRef = (org: OrganizationFacts, origin: string, lang: Language): JsonLd => ({
  '@type': org.address ? 'ProfessionalService' : 'Organization',
  '@id': organizationId(origin),
  name: org.name,
  url: pageUrl(origin, paths.home, lang),
  logo: { '@type': 'ImageObject', url: origin + LOGO_PATH },
});

/** The site in a language, with its search (paths.search) as a SearchAction. */
export function websiteJsonLd(org: OrganizationFacts, origin: string, lang: Language): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${pageUrl(origin, paths.home, lang)}#website`,
    name: org.name,
    alternateName: org.alternateName,
    url: pageUrl(origin, paths.home, lang),
    inLanguage: hreflangOf[lang],
    publisher: { '@id': organizationId(origin) },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}${paths.search(lang)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** An article at its canonical URL: its byline as the author, else the organisation. */
export function articleJsonLd(article: ArticleFacts, org: OrganizationFacts, origin: string, lang: Language, canonical: string): JsonLd {
  const author = article.byline
    ? { '@type': 'Person', name: article.byline.name, ...(article.byline.title && { jobTitle: article.byline.title }) }
    : organizationRef(org, origin, lang);
  return {
    '@context': 'https://schema.org',
    '@type': article.kind,
    headline: article.headline,
    ...(article.description && { description: article.description }),
    inLanguage: hreflangOf[article.lang],
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    image: [absoluteUrl(origin, article.image)],
    author: [author],
    publisher: organizationRef(org, origin, lang),
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    url: canonical,
  };
}

/** The visible breadcrumb, entry for entry: each linked entry names its page in the page's language. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string, lang: Language): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      ...(crumb.to && { item: pageUrl(origin, crumb.to, lang) }),
    })),
  };
}

/** Every block a page carries: the organisation, then the site (home) and the article. */
export function pageJsonLd(facts: PageFacts, origin: string, lang: Language, canonical: string): JsonLd[] {
  const organization = organizationFacts(facts.organization);
  return [
    organizationJsonLd(organization, origin, lang),
    ...(facts.website ? [websiteJsonLd(organization, origin, lang)] : []),
    ...(facts.article ? [articleJsonLd(facts.article, organization, origin, lang, canonical)] : []),
  ];
}

/**
 * JSON for a <script> element: `<` (and `>`, `&`, the JavaScript line separators) as \u escapes,
 * so no text staff wrote can close the element (`</script>`) or open a comment.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A head tag of JSON-LD (page-head.tsx's HeadTag). */
const jsonLdTag = (data: JsonLd) => ({ tag: 'script' as const, attrs: { type: 'application/ld+json' }, text: serializeJsonLd(data) });

/**
 * The head tags of the page's structured data and of its visible breadcrumb (page-head.tsx): the
 * server renders them with the page, the browser writes them after navigation once it has loaded this module.
 */
export const structuredDataTags = {
  page: (facts: PageFacts, origin: string, lang: Language, canonical: string) => pageJsonLd(facts, origin, lang, canonical).map(jsonLdTag),
  breadcrumb: (crumbs: readonly Crumb[], origin: string, lang: Language) => (crumbs.length ? [jsonLdTag(breadcrumbJsonLd(crumbs, origin, lang))] : []),
};
export type StructuredDataTags = typeof structuredDataTags;

import { describe, expect, it } from 'vitest';
import type { ContactInfo } from '@shared/schemas/contact';
import enCommon from '@/i18n/locales/en/common';
import zhCommon from '@/i18n/locales/zh/common';
import { articleJsonLd, breadcrumbJsonLd, organizationFacts, organizationJsonLd, pageJsonLd, postalAddress, serializeJsonLd, websiteJsonLd, type ArticleFacts } from './structured-data';

const origin = 'https://example.com';
const empty = { address: '', phone: '', email: '', wechat: '', whatsapp: '', businessHours: '', weekendHours: '', facebook: '', instagram: '', xiaohongshu: '', douyin: '', telegram: '', line: '', skype: '' };
const contact = (fields: Partial<ContactInfo>) => ({ ...empty, ...fields }) as ContactInfo;
const labels = { licence: 'Employment Agency licence', uen: 'UEN' };
const brand = { name: 'Global Gateway', alternateName: '环球' };

describe('organizationFacts and organizationJsonLd', () => {
  it('when staff filled every detail, then the organisation names them: phone, email, address, hours, web accounts and registration', () => {
    const facts = organizationFacts({
      ...brand,
      contact: contact({
        phone: '+65 6123 4567',
        email: 'hello@example.com',
        address: '10 Anson Road, #10-01, Singapore 079903',
        businessHours: 'Monday to Friday 9:00-18:00',
        weekendHours: 'Saturday 9:00-13:00 (by appointment)',
        facebook: 'https://facebook.com/gg',
        wechat: 'gg_wechat',
      }),
      trust: { licenceNumber: '12C3456', uen: '201912345K', registeredAddress: '', mapUrl: '' },
      labels,
    });

    const json = organizationJsonLd(facts, origin, 'en');

    expect(json).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      '@id': 'https://example.com/#organization',
      name: 'Global Gateway',
      alternateName: '环球',
      url: 'https://example.com/en',
      logo: 'https://example.com/logo.svg',
      image: 'https://example.com/logo.svg',
      telephone: '+65 6123 4567',
      email: 'hello@example.com',
      address: { '@type': 'PostalAddress', streetAddress: '10 Anson Road, #10-01', postalCode: '079903', addressCountry: 'SG' },
      openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' }],
      sameAs: ['https://facebook.com/gg'],
      identifier: [
        { '@type': 'PropertyValue', propertyID: 'Employment Agency licence', value: '12C3456' },
        { '@type': 'PropertyValue', propertyID: 'UEN', value: '201912345K' },
      ],
    });
  });

  it('when the contact details are empty or placeholders, then no contact property appears and the firm is a plain Organization', () => {
    const facts = organizationFacts({ ...brand, contact: contact({ phone: '电话未设置', email: '  ', address: '地址未设置', businessHours: '周一至周五 上午' }), trust: null, labels });

    const json = organizationJsonLd(facts, origin, 'zh');

    expect(json['@type']).toBe('Organization');
    expect(Object.keys(json).sort()).toEqual(['@context', '@id', '@type', 'alternateName', 'logo', 'name', 'url']);
    expect(json.url).toBe('https://example.com/');
  });

  it('when an address does not end with a Singapore postal code, then it is the street address as written, no country guessed', () => {
    expect(postalAddress('新加坡乌节路 1 号')).toEqual({ '@type': 'PostalAddress', streetAddress: '新加坡乌节路 1 号' });
    expect(postalAddress('乌节路 1 号 新加坡 238801')).toEqual({ '@type': 'PostalAddress', streetAddress: '乌节路 1 号', postalCode: '238801', addressCountry: 'SG' });
  });

  it('when the brand names are read, then each language names the other as its alternate', () => {
    expect(zhCommon.brandAlternate).toBe(enCommon.brandFull);
    expect(enCommon.brandAlternate).toBe(zhCommon.brandFull);
  });
});

const article: ArticleFacts = {
  kind: 'NewsArticle',
  headline: 'New work pass rules',
  description: 'What changes',
  lang: 'en',
  datePublished: '2025-01-02T03:04:05.000Z',
  dateModified: '2025-02-02T03:04:05.000Z',
  image: '/og/articles/7/en-abc.png',
  byline: { name: 'Tan Wei Ling', title: 'Senior Consultant' },
};
const orgInput = { ...brand, contact: null, trust: null, labels };
const org = organizationFacts(orgInput);

describe('articleJsonLd', () => {
  it('when an article has a byline, then its author is that person and the organisation publishes it at the canonical URL', () => {
    const json = articleJsonLd(article, org, origin, 'en', 'https://example.com/en/news/7');

    expect(json).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'New work pass rules',
      inLanguage: 'en',
      image: ['https://example.com/og/articles/7/en-abc.png'],
      author: [{ '@type': 'Person', name: 'Tan Wei Ling', jobTitle: 'Senior Consultant' }],
      publisher: { '@type': 'Organization', name: 'Global Gateway', logo: { '@type': 'ImageObject', url: 'https://example.com/logo.svg' } },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://example.com/en/news/7' },
      url: 'https://example.com/en/news/7',
    });
  });

  it('when an article has no byline and a Chinese text, then the organisation is its author and its language zh-CN', () => {
    const json = articleJsonLd({ ...article, kind: 'Article', byline: null, lang: 'zh', image: 'https://cdn.example.org/a.jpg' }, org, origin, 'zh', 'https://example.com/immigration/x');

    expect(json.author).toEqual([expect.objectContaining({ '@type': 'Organization', name: 'Global Gateway' })]);
    expect(json.inLanguage).toBe('zh-CN');
    expect(json.image).toEqual(['https://cdn.example.org/a.jpg']);
  });
});

describe('websiteJsonLd, breadcrumbJsonLd and pageJsonLd', () => {
  it('when the site is described in English, then its search action targets the English search with the query placeholder', () => {
    const json = websiteJsonLd(org, origin, 'en');

    expect(json.inLanguage).toBe('en');
    expect(json.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://example.com/en/search?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
  });

  it('when a breadcrumb is described, then each entry keeps its position and name, and linked ones their URL in the page language', () => {
    const json = breadcrumbJsonLd([{ label: 'Home', to: '/' }, { label: 'News', to: '/news' }, { label: 'A title' }], origin, 'en');

    expect(json.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com/en' },
      { '@type': 'ListItem', position: 2, name: 'News', item: 'https://example.com/en/news' },
      { '@type': 'ListItem', position: 3, name: 'A title' },
    ]);
  });

  it('when a page is not the home page and shows no article, then it carries the organisation alone', () => {
    expect(pageJsonLd({ organization: orgInput }, origin, 'zh', 'https://example.com/contact').map((j) => j['@type'])).toEqual(['Organization']);
    expect(pageJsonLd({ organization: orgInput, website: true, article }, origin, 'en', 'https://example.com/en').map((j) => j['@type'])).toEqual(['Organization', 'WebSite', 'NewsArticle']);
  });
});

describe('serializeJsonLd', () => {
  it('when a value holds a closing script tag, then the JSON has no < and still parses to the same value', () => {
    const data = { headline: '</script><script>alert(1)</script> & <!--' };

    const text = serializeJsonLd(data);

    expect(text).not.toMatch(/[<>]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

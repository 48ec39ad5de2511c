// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberUtm, sourcePageOf, utmFromSearch, visitUtm } from './enquiry-source';

beforeEach(() => window.sessionStorage.clear());

describe('enquiry source', () => {
  it('when a query has utm parameters, then the five known ones are read, trimmed and capped, others ignored', () => {
    const utm = utmFromSearch(`?utm_source=%20google%20&utm_medium=cpc&utm_campaign=${'x'.repeat(300)}&utm_term=visa&utm_content=ad-1&utm_other=no&q=1`);

    expect(utm).toEqual({ source: 'google', medium: 'cpc', campaign: 'x'.repeat(200), term: 'visa', content: 'ad-1' });
  });

  it('when a query has none, then there is no campaign', () => {
    expect(utmFromSearch('?q=1&utm_source=')).toBeUndefined();
  });

  it('when a visitor lands with a campaign and moves on, then the enquiry from another page still carries it', () => {
    rememberUtm('?utm_source=newsletter&utm_campaign=autumn');
    rememberUtm('');

    expect(visitUtm('?page=2')).toEqual({ source: 'newsletter', campaign: 'autumn' });
  });

  it('when the current page has its own campaign, then it wins over the remembered one', () => {
    rememberUtm('?utm_source=newsletter');

    expect(visitUtm('?utm_source=google')).toEqual({ source: 'google' });
  });

  it('when the stored value is not ours, then it is ignored', () => {
    window.sessionStorage.setItem('enquiry-utm', '{"source":42,"medium":"cpc"}');

    expect(visitUtm('')).toEqual({ medium: 'cpc' });
    window.sessionStorage.setItem('enquiry-utm', 'not json');
    expect(visitUtm('')).toBeUndefined();
  });

  it('when the page address is long, then the source page is its path and query, capped at 500', () => {
    expect(sourcePageOf({ pathname: '/en/contact', search: '?utm_source=x' })).toBe('/en/contact?utm_source=x');
    expect(sourcePageOf({ pathname: '/contact', search: `?q=${'y'.repeat(600)}` })).toHaveLength(500);
  });
});

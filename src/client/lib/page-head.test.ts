import { describe, expect, it } from 'vitest';
import type { ContactInfo } from '@shared/schemas/contact';
import { buildHeadTags, headTagsToHtml, toDescription } from './page-head';
import { structuredDataTags } from './structured-data';

const head = { title: '新加坡公司注册 | 新加坡环球咨询集团', description: '公司注册服务', path: '/business/company-registration' };
const attr = (tags: ReturnType<typeof buildHeadTags>, key: string, value: string, read: string) =>
  tags.find((t) => t.attrs[key] === value)?.attrs[read];

describe('buildHeadTags', () => {
  it('when a Chinese page is rendered, then its canonical is the bare path and the alternates name both languages', () => {
    const tags = buildHeadTags(head, 'zh', 'https://example.com', 'brand');

    expect(attr(tags, 'rel', 'canonical', 'href')).toBe('https://example.com/business/company-registration');
    expect(attr(tags, 'hreflang', 'zh-CN', 'href')).toBe('https://example.com/business/company-registration');
    expect(attr(tags, 'hreflang', 'en', 'href')).toBe('https://example.com/en/business/company-registration');
    expect(attr(tags, 'hreflang', 'x-default', 'href')).toBe('https://example.com/business/company-registration');
    expect(attr(tags, 'property', 'og:locale', 'content')).toBe('zh_CN');
  });

  it('when an English page is rendered, then its canonical and og:url are under /en', () => {
    const tags = buildHeadTags(head, 'en', 'https://example.com', 'brand');

    expect(attr(tags, 'rel', 'canonical', 'href')).toBe('https://example.com/en/business/company-registration');
    expect(attr(tags, 'property', 'og:url', 'content')).toBe('https://example.com/en/business/company-registration');
    expect(attr(tags, 'property', 'og:locale', 'content')).toBe('en_US');
  });

  it('when the page is published in Chinese only, then hreflang names only Chinese and x-default', () => {
    const tags = buildHeadTags({ ...head, languages: ['zh'] }, 'zh', 'https://example.com', 'brand');

    expect(tags.filter((t) => t.attrs.hreflang).map((t) => t.attrs.hreflang)).toEqual(['zh-CN', 'x-default']);
    expect(attr(tags, 'property', 'og:locale:alternate', 'content')).toBeUndefined();
  });

  it('when an English page falls back to the Chinese article, then it is noindex, canonical to Chinese, with no hreflang', () => {
    const tags = buildHeadTags({ ...head, languages: ['zh'], fallback: true }, 'en', 'https://example.com', 'brand');

    expect(attr(tags, 'name', 'robots', 'content')).toBe('noindex');
    expect(attr(tags, 'rel', 'canonical', 'href')).toBe('https://example.com/business/company-registration');
    expect(tags.some((t) => t.attrs.hreflang)).toBe(false);
  });

  it('when serialised, then text is escaped and every tag is marked for the browser to replace', () => {
    const html = headTagsToHtml(buildHeadTags({ ...head, title: 'A "quoted" <b>' }, 'zh', 'https://example.com', 'brand'));

    expect(html).toContain('<title data-head>A &quot;quoted&quot; &lt;b&gt;</title>');
    expect(html).toContain('<meta data-head name="description" content="公司注册服务">');
    expect(html).not.toContain('<b>');
  });
});

describe('share image and structured data', () => {
  const organization = { name: '新加坡环球咨询集团', alternateName: 'Global Gateway', labels: { licence: '执照', uen: 'UEN' } };

  it('when a page has no image of its own, then og:image and twitter:image name the site picture of its language, with size and alt', () => {
    const tags = buildHeadTags(head, 'en', 'https://example.com', 'Global Gateway');

    expect(attr(tags, 'property', 'og:image', 'content')).toBe('https://example.com/og/site-en.png');
    expect(attr(tags, 'property', 'og:image:width', 'content')).toBe('1200');
    expect(attr(tags, 'property', 'og:image:height', 'content')).toBe('630');
    expect(attr(tags, 'property', 'og:image:alt', 'content')).toBe('Global Gateway');
    expect(attr(tags, 'name', 'twitter:image', 'content')).toBe('https://example.com/og/site-en.png');
  });

  it('when an image has no known size, then no width or height is claimed', () => {
    const tags = buildHeadTags({ ...head, image: { url: 'https://cdn.example.org/a.jpg', alt: 'a' } }, 'zh', 'https://example.com', 'brand');

    expect(attr(tags, 'property', 'og:image', 'content')).toBe('https://cdn.example.org/a.jpg');
    expect(tags.some((t) => t.attrs.property === 'og:image:width')).toBe(false);
  });

  it('when the page has facts, then each JSON-LD block is a script the browser can replace, with no way out of it', () => {
    const contact = { address: '</script><b>' } as ContactInfo;
    const html = headTagsToHtml(buildHeadTags({ ...head, facts: { organization: { ...organization, contact } } }, 'zh', 'https://example.com', 'brand', structuredDataTags));

    const blocks = [...html.matchAll(/<script data-head type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(blocks).toHaveLength(1);
    expect(blocks[0].address.streetAddress).toBe('</script><b>');
    expect(html).not.toContain('<b>');
  });
});

describe('toDescription', () => {
  it('when the text is HTML or long, then tags go and it is cut near 160 characters', () => {
    expect(toDescription('<p>a  <b>b</b></p>')).toBe('a b');
    expect(toDescription('x'.repeat(300))).toHaveLength(160);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultHomeTexts } from '@shared/home-content-defaults';
import enHome from './locales/en/site/home';
import enTestimonials from './locales/en/site/testimonials';
import zhHome from './locales/zh/site/home';
import zhTestimonials from './locales/zh/site/testimonials';

const locales = { zh: { home: zhHome, testimonials: zhTestimonials }, en: { home: enHome, testimonials: enTestimonials } };

describe('home page seeded content', () => {
  it.each(['zh', 'en'] as const)('when the server has no saved content (%s), then it answers exactly the texts the page falls back to', (lang) => {
    const { home, testimonials } = locales[lang];
    const seeded = defaultHomeTexts[lang];

    expect(seeded).toMatchObject({ heroTitle: home.hero.title, heroSubtitle: home.hero.subtitle, aboutLead: home.about.lead, aboutText: home.about.text });
    expect(seeded.claims).toEqual((['cases', 'satisfaction', 'experts', 'years'] as const).map((key) => home.about.stats[key]).map(({ label, value }) => ({ label, value })));
    expect(seeded.testimonials).toEqual(
      Object.entries(testimonials.items).map(([id, item]) => ({ id, ...item, country: testimonials.countries[item.country as keyof typeof testimonials.countries], hidden: false })),
    );
    expect(seeded.testimonials).toHaveLength(19);
  });
});

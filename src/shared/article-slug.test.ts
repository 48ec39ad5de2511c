import { describe, expect, it } from 'vitest';
import { isArticleSlug, slugFromTitle } from './article-slug';

describe('isArticleSlug', () => {
  it('when the value is lower-case ASCII words joined by single hyphens, 3–80 characters, then it is a slug', () => {
    expect(isArticleSlug('employment-pass')).toBe(true);
    expect(isArticleSlug('ep2')).toBe(true);
    expect(isArticleSlug('a'.repeat(80))).toBe(true);
  });

  it('when the value breaks a rule, then it is not a slug', () => {
    for (const bad of ['ab', 'a'.repeat(81), 'Employment', 'employment_pass', 'employment--pass', '-employment', 'employment-', 'visa pass', '签证', 'article-12'])
      expect(isArticleSlug(bad), bad).toBe(false);
  });
});

describe('slugFromTitle', () => {
  it('when the English title has words, then proposes them lower-cased and hyphen-joined', () => {
    expect(slugFromTitle('Singapore Employment Pass (EP): A Guide')).toBe('singapore-employment-pass-ep-a-guide');
    expect(slugFromTitle('Café & Résumé 2025')).toBe('cafe-and-resume-2025');
  });

  it('when the title has no ASCII words, then proposes nothing', () => {
    expect(slugFromTitle('新加坡自雇移民')).toBe('');
    expect(slugFromTitle('')).toBe('');
  });

  it('when the title is long, then the slug stops at a whole word within 80 characters', () => {
    const slug = slugFromTitle('word '.repeat(40));

    expect(slug.length).toBeLessThanOrEqual(80);
    expect(isArticleSlug(slug)).toBe(true);
  });
});

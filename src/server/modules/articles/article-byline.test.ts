import { describe, expect, it } from 'vitest';
import type { StaffByline } from '../../../shared/schemas/staff';
import { makeArticle } from '../../../shared/testing/article-fixture';
import { bylineIn, withoutAuthor } from './article-byline';

const staff = (fields: Partial<StaffByline>): StaffByline => ({ bylineName: null, bylineNameEn: null, bylineTitle: null, bylineTitleEn: null, ...fields });

describe('bylineIn', () => {
  it('when both languages are set, then each page gets its own', () => {
    const full = staff({ bylineName: '陈伟玲', bylineTitle: '高级移民顾问', bylineNameEn: 'Tan Wei Ling', bylineTitleEn: 'Senior Immigration Consultant' });

    expect(bylineIn(full, 'zh')).toEqual({ name: '陈伟玲', title: '高级移民顾问' });
    expect(bylineIn(full, 'en')).toEqual({ name: 'Tan Wei Ling', title: 'Senior Immigration Consultant' });
  });

  it('when only one language is set, then the other page falls back to it, field by field', () => {
    expect(bylineIn(staff({ bylineName: '陈伟玲', bylineTitleEn: 'Consultant' }), 'en')).toEqual({ name: '陈伟玲', title: 'Consultant' });
    expect(bylineIn(staff({ bylineNameEn: 'Tan Wei Ling' }), 'zh')).toEqual({ name: 'Tan Wei Ling', title: null });
  });

  it('when no name is set, then there is no byline, even with a title', () => {
    expect(bylineIn(staff({ bylineTitle: '顾问', bylineTitleEn: 'Consultant' }), 'zh')).toBeNull();
    expect(bylineIn(undefined, 'en')).toBeNull();
  });
});

describe('withoutAuthor', () => {
  const bylines = new Map([[7, staff({ bylineName: '陈伟玲' })]]);

  it('when an article is made public, then its account fields are gone and the byline stands in', () => {
    const shown = withoutAuthor(makeArticle({ id: 1, authorId: 7, authorName: 'zq-login' }), bylines, 'zh');

    expect(shown).not.toHaveProperty('authorId');
    expect(shown).not.toHaveProperty('authorName');
    expect(shown).not.toHaveProperty('noByline');
    expect(shown.byline).toEqual({ name: '陈伟玲', title: null });
  });

  it('when the article shows no byline or has no author, then its byline is null', () => {
    expect(withoutAuthor(makeArticle({ id: 1, authorId: 7, noByline: true }), bylines, 'zh').byline).toBeNull();
    expect(withoutAuthor(makeArticle({ id: 2, authorId: null }), bylines, 'zh').byline).toBeNull();
  });
});

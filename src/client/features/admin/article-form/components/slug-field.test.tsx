// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useForm, type Resolver } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { createArticleSchema } from '@shared/schemas/articles';
import zhArticleForm from '@/i18n/locales/zh/admin/article-form';
import zhShared from '@/i18n/locales/zh/admin/shared';
import { makeArticle } from '@shared/testing/article-fixture';
import { renderAdmin } from '../../shared/test-utils';
import { toFormValues, type ArticleFormOutput, type ArticleFormValues } from '../form-values';
import { SlugField } from './slug-field';

const label = zhArticleForm.fields.slug;
const resolver = zodResolver(createArticleSchema) as unknown as Resolver<ArticleFormValues, unknown, ArticleFormOutput>;

function Harness({ articleId = null, category = 'singapore-immigration', englishTitle }: { articleId?: string | null; category?: string; englishTitle?: string }) {
  const form = useForm<ArticleFormValues, unknown, ArticleFormOutput>({ resolver, defaultValues: toFormValues(makeArticle({ id: 9, articleId, category: category as never })) });
  return <SlugField form={form} englishTitle={englishTitle} />;
}

const input = () => screen.getByRole('textbox', { name: label }) as HTMLInputElement;

afterEach(cleanup);

describe('SlugField', () => {
  it('when a new service article has an English title, then the URL name is filled in from it', async () => {
    renderAdmin(<Harness englishTitle="Employment Pass: A Guide" />);

    await expect.poll(() => input().value).toBe('employment-pass-a-guide');
    expect(screen.getByText(/\/immigration\/employment-pass-a-guide/)).toBeTruthy();
  });

  it('when staff type a name that breaks the rule, then the slug message shows under the field', () => {
    renderAdmin(<Harness />);

    fireEvent.change(input(), { target: { value: 'Visa--Guide' } });

    expect(screen.getByText(zhShared.validation.articleIdSlug)).toBeTruthy();
  });

  it('when an article keeps an older name that is no slug, then no message shows', () => {
    renderAdmin(<Harness articleId="ab" />);

    expect(input().value).toBe('ab');
    expect(screen.queryByText(zhShared.validation.articleIdSlug)).toBeNull();
  });

  it('when the article is news, then there is no URL name field', () => {
    renderAdmin(<Harness category="news" />);

    expect(screen.queryByRole('textbox', { name: label })).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@shared/languages';
import type { Byline } from '@shared/schemas/articles';
import { createI18n } from '@/i18n';
import { ArticleByline } from './article-byline';

afterEach(cleanup);

const renderIn = (lang: Language, byline: Byline | null) =>
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <ArticleByline byline={byline} />
    </I18nextProvider>,
  );

describe('ArticleByline', () => {
  it('when the byline has a name and a title, then it reads "作者：name，title" on a Chinese page and "By name, title" on an English one', () => {
    renderIn('zh', { name: '陈伟玲', title: '高级移民顾问' });
    expect(screen.getByTestId('article-byline').textContent).toBe('作者：陈伟玲，高级移民顾问');
    cleanup();

    renderIn('en', { name: 'Tan Wei Ling', title: 'Senior Immigration Consultant' });
    expect(screen.getByTestId('article-byline').textContent).toBe('By Tan Wei Ling, Senior Immigration Consultant');
  });

  it('when the byline has no title, then only the name is shown', () => {
    renderIn('en', { name: 'Tan Wei Ling', title: null });

    expect(screen.getByTestId('article-byline').textContent).toBe('By Tan Wei Ling');
  });

  it('when the article has no byline, then nothing is rendered', () => {
    const { container } = renderIn('zh', null);

    expect(container.innerHTML).toBe('');
  });
});

// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ArticleSnapshot } from '@shared/schemas/revisions';
import { renderAdmin } from '../../shared/test-utils';
import { HistoryDiff } from './history-diff';
import { articleText } from './history-diff-model';

afterEach(cleanup);

const snapshot = (fields: Partial<ArticleSnapshot> = {}): ArticleSnapshot => ({
  title: '工作准证新规',
  summary: null,
  content: '<p>申请人需要提交护照。</p><p>审批需要三周。</p>',
  tableData: null,
  tags: ['签证'],
  metaDescription: null,
  status: 'Published',
  articleId: 'work-pass',
  category: 'singapore-immigration',
  type: 'service',
  imageUrl: null,
  weight: 0,
  ...fields,
});

const removedText = () => screen.getByTestId('history-text').querySelectorAll('del');
const addedText = () => screen.getByTestId('history-text').querySelectorAll('ins');

describe('HistoryDiff', () => {
  it('when a paragraph was deleted since the revision, then its words show struck through and nothing as added', () => {
    const current = snapshot({ content: '<p>申请人需要提交护照。</p>' });

    renderAdmin(<HistoryDiff revision={snapshot()} current={current} lang="zh" />);

    expect([...removedText()].map((d) => d.textContent).join('')).toContain('审批需要三周');
    expect(addedText()).toHaveLength(0);
    expect(screen.getByTestId('history-text').textContent).not.toContain('<p>');
  });

  it('when one English word changed, then only that word is marked, not the sentence', () => {
    const revision = snapshot({ content: '<p>Applicants must bring a passport.</p>' });
    const current = snapshot({ content: '<p>Applicants must bring a photo.</p>' });

    renderAdmin(<HistoryDiff revision={revision} current={current} lang="en" />, { language: 'en' });

    expect([...removedText()].map((d) => d.textContent?.trim())).toEqual(['passport']);
    expect([...addedText()].map((d) => d.textContent?.trim())).toEqual(['photo']);
  });

  it('when the title and status changed, then each shows old → new with its label in the admin language', () => {
    const current = snapshot({ title: '坏了的标题', status: 'Draft' });

    renderAdmin(<HistoryDiff revision={snapshot()} current={current} lang="zh" />, { language: 'en' });

    const fields = within(screen.getByTestId('history-fields'));
    expect(fields.getByText('Title').nextSibling?.textContent).toBe('工作准证新规→坏了的标题');
    expect(fields.getByText('Status').nextSibling?.textContent).toBe('Published→Draft');
    expect(fields.queryByText('Tags')).toBeNull();
  });

  it('when nothing differs, then it says the version is the same', () => {
    renderAdmin(<HistoryDiff revision={snapshot()} current={snapshot()} lang="zh" />, { language: 'en' });

    expect(screen.getByText('This version is the same as the text in the editor.')).toBeTruthy();
  });
});

describe('articleText', () => {
  it('when HTML has blocks, breaks and entities, then the text keeps paragraphs and decodes them', () => {
    expect(articleText('<h2>费用</h2><p>A &amp; B<br>C&nbsp;D &#x4e2d;</p>')).toBe('费用\nA & B\nC D 中');
  });
});

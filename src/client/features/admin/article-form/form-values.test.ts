import { describe, expect, it } from 'vitest';
import { createArticleSchema } from '@shared/schemas/articles';
import { cleanTableData, resolveStatus, toFormValues, toPayload } from './form-values';

describe('resolveStatus', () => {
  it('when saving as draft, then the status is Draft whatever was chosen', () => {
    expect(resolveStatus('draft', 'Published', true)).toBe('Draft');
    expect(resolveStatus('draft', 'Archived', false)).toBe('Draft');
  });

  it('when publishing or updating, then the status is Published', () => {
    expect(resolveStatus('publish', 'Draft', false)).toBe('Published');
    expect(resolveStatus('publish', 'Draft', true)).toBe('Published');
  });

  it('when updating an article set to Archived, then it stays archived', () => {
    expect(resolveStatus('publish', 'Archived', true)).toBe('Archived');
  });
});

describe('toPayload', () => {
  it('when the form is valid, then the payload carries the forced status and cleaned values, and no field the server derives', () => {
    const values = { ...toFormValues(), title: ' Visa news ', content: '<p>Hi</p>', category: 'news' as const, weight: '', tags: ['a', ' a ', 'b'] };

    const payload = toPayload(createArticleSchema.parse(values), 'Published');

    expect(payload).toMatchObject({ title: 'Visa news', status: 'Published', category: 'news', weight: 0, tags: ['a', 'b'], tableData: null });
    expect(payload).not.toHaveProperty('published');
    expect(payload).not.toHaveProperty('type');
  });

  it('when a required field is blank, then the shared schema names it', () => {
    const result = createArticleSchema.safeParse({ ...toFormValues(), content: '', category: '' });

    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining(['titleRequired', 'contentRequired', 'categoryRequired']));
  });
});

describe('cleanTableData', () => {
  it('when the table has no text at all, then there is no table', () => {
    expect(cleanTableData({ caption: '', headers: ['', ''], rows: [['', '']] })).toBeNull();
  });

  it('when any cell has text, then the table is kept', () => {
    const table = { caption: '', headers: ['Fee', ''], rows: [['', '']] };

    expect(cleanTableData(table)).toBe(table);
  });
});

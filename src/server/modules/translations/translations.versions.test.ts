import { describe, expect, it } from 'vitest';
import { sourceHash, type SourceFields } from './translations.versions';

const source: SourceFields = {
  title: '标题',
  summary: null,
  content: '<p>正文</p>',
  metaDescription: '描述',
  tableData: { caption: '表', headers: ['a'], rows: [['1']] },
  tags: ['签证'],
};

describe('sourceHash', () => {
  it('when the table comes back with its keys in another order, or a missing text as empty, then the hash is the same', () => {
    const reordered = { ...source, summary: '', tableData: { rows: [['1']], headers: ['a'], caption: '表' } };

    expect(sourceHash(reordered)).toBe(sourceHash(source));
  });

  it('when any source field changes, then the hash changes', () => {
    const changes: Partial<SourceFields>[] = [{ title: '新标题' }, { summary: '摘要' }, { content: '<p>新</p>' }, { metaDescription: null }, { tableData: null }, { tags: [] }];

    for (const change of changes) expect(sourceHash({ ...source, ...change }), JSON.stringify(change)).not.toBe(sourceHash(source));
  });
});

import { describe, expect, it } from 'vitest';
import { parseTableData } from './table-data';

describe('parseTableData', () => {
  it('when given an object with caption, headers and rows, then returns it', () => {
    const value = { caption: '费用', headers: ['项目', '金额'], rows: [['注册', '100']] };

    expect(parseTableData(value)).toEqual(value);
  });

  it('when given a JSON string, then parses it', () => {
    const value = JSON.stringify({ headers: ['a'], rows: [['1'], ['2']] });

    expect(parseTableData(value)).toEqual({ headers: ['a'], rows: [['1'], ['2']] });
  });

  it('when the string is blank or not JSON, then returns null', () => {
    expect(parseTableData('')).toBeNull();
    expect(parseTableData('   ')).toBeNull();
    expect(parseTableData('{not json')).toBeNull();
  });

  it('when the value is null, a number or an array, then returns null', () => {
    expect(parseTableData(null)).toBeNull();
    expect(parseTableData(undefined)).toBeNull();
    expect(parseTableData(42)).toBeNull();
    expect(parseTableData([['a']])).toBeNull();
  });

  it('when headers and rows are both empty or missing, then returns null', () => {
    expect(parseTableData({ caption: 'x', headers: [], rows: [] })).toBeNull();
    expect(parseTableData({ caption: 'x' })).toBeNull();
  });

  it('when cells are numbers or null and rows contain non-arrays, then cells become text and bad rows are dropped', () => {
    const value = { headers: ['a', 2], rows: [[1, null], 'oops', [true]] };

    expect(parseTableData(value)).toEqual({ headers: ['a', '2'], rows: [['1', ''], ['true']] });
  });

  it('when the caption is blank, then it is left out', () => {
    expect(parseTableData({ caption: '  ', headers: ['a'], rows: [] })).toEqual({ headers: ['a'], rows: [] });
  });
});

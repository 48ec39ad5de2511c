import { describe, expect, it } from 'vitest';
import { csvText, neutralise } from './csv';

describe('csvText', () => {
  it('when cells hold commas, quotes or line breaks, then they are quoted with inner quotes doubled, records ended by CRLF', () => {
    expect(csvText([['page', 'views'], ['/a,b', 3], ['say "hi"\nthere', 0]])).toBe('page,views\r\n"/a,b",3\r\n"say ""hi""\nthere",0\r\n');
  });

  it('when a text cell starts like a formula, then it opens as text; numbers and empty cells stay as they are', () => {
    expect(csvText([['=HYPERLINK("x")', '+1', '-2', '@SUM', -3, null, undefined]])).toBe(`"'=HYPERLINK(""x"")",'+1,'-2,'@SUM,-3,,\r\n`);
  });

  it('when a cell starts with a tab or a carriage return, then it is neutralised too', () => {
    expect(neutralise('\t=1')).toBe("'\t=1");
    expect(neutralise('plain')).toBe('plain');
  });
});

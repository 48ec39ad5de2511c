// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../shared/test-utils';
import { addTags, TagsInput } from './tags-input';

let current: string[] = [];
function Harness({ initial = [] as string[] }) {
  const [tags, setTags] = useState(initial);
  current = tags;
  return <TagsInput id="tags" value={tags} onChange={setTags} />;
}
const input = () => screen.getByRole('textbox') as HTMLInputElement;

afterEach(cleanup);

describe('addTags', () => {
  it('when text has commas (ASCII or Chinese), then each trimmed part is added once', () => {
    expect(addTags(['visa'], ' pr , visa，study ,, ')).toEqual(['visa', 'pr', 'study']);
  });
});

describe('TagsInput', () => {
  it('when Enter is pressed, then the typed tag is added and the box cleared', () => {
    renderAdmin(<Harness />);

    fireEvent.change(input(), { target: { value: 'Singapore PR' } });
    fireEvent.keyDown(input(), { key: 'Enter' });

    expect(current).toEqual(['Singapore PR']);
    expect(input().value).toBe('');
  });

  it('when a comma is typed, then the text before it becomes a tag', () => {
    renderAdmin(<Harness />);

    fireEvent.change(input(), { target: { value: 'school,' } });

    expect(current).toEqual(['school']);
    expect(input().value).toBe('');
  });

  it('when the field loses focus with text in it, then that text is added', () => {
    renderAdmin(<Harness initial={['a']} />);

    fireEvent.change(input(), { target: { value: 'b' } });
    fireEvent.blur(input());

    expect(current).toEqual(['a', 'b']);
  });

  it('when a tag that exists is added again, then nothing changes', () => {
    renderAdmin(<Harness initial={['visa']} />);

    fireEvent.change(input(), { target: { value: ' visa ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });

    expect(current).toEqual(['visa']);
  });

  it('when a tag is removed with its button, then it leaves the list', () => {
    renderAdmin(<Harness initial={['visa', 'pr']} />);

    fireEvent.click(screen.getByRole('button', { name: '移除标签 visa' }));

    expect(current).toEqual(['pr']);
  });

  it('when Backspace is pressed in an empty box, then the last tag is removed', () => {
    renderAdmin(<Harness initial={['visa', 'pr']} />);

    fireEvent.keyDown(input(), { key: 'Backspace' });

    expect(current).toEqual(['visa']);
  });
});

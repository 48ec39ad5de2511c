import { describe, expect, it } from 'vitest';
import { avatarInitial } from './initials';

describe('avatarInitial', () => {
  it.each([
    ['Mr Wang', 'W'],
    ['Ms Li', 'L'],
    ['Mr. Tan', 'T'],
    ['Mdm Lim', 'L'],
    ['Dr Chan', 'C'],
    ['Miss Ng', 'N'],
    ['Mrs Leung', 'L'],
    ['Zhao', 'Z'],
  ])('when the English author is "%s", then the avatar shows the surname initial "%s"', (name, initial) => {
    expect(avatarInitial(name)).toBe(initial);
  });

  it.each([
    ['王先生', '王'],
    ['李女士', '李'],
    ['赵同学', '赵'],
    ['陈小姐', '陈'],
    ['Tan 先生', 'T'],
    ['Lim 女士', 'L'],
    ['王小明', '王'],
  ])('when the Chinese author is "%s", then the avatar shows "%s", not the title', (name, initial) => {
    expect(avatarInitial(name)).toBe(initial);
  });

  it('when a full Western-order name follows an honorific, then the last word is the surname', () => {
    expect(avatarInitial('Ms. Siti Rahman')).toBe('R');
    expect(avatarInitial('  john   smith ')).toBe('S');
  });

  it('when a Malay name has no surname, then the given name before "bin"/"binti" is used', () => {
    expect(avatarInitial('Encik Ahmad bin Ismail')).toBe('A');
    expect(avatarInitial('Mdm Nur binti Hassan')).toBe('N');
  });

  it('when the name is only an honorific or empty, then the first letter or nothing is shown', () => {
    expect(avatarInitial('Mr')).toBe('M');
    expect(avatarInitial('先生')).toBe('先');
    expect(avatarInitial('   ')).toBe('');
  });
});

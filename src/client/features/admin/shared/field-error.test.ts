import { describe, expect, it } from 'vitest';
import { validationMessages } from '@shared/validation';
import { validationKey } from './field-error';

describe('validationKey', () => {
  it('when the message comes from the shared table, then its code is the key', () => {
    expect(validationKey(validationMessages.titleRequired)).toBe('titleRequired');
    expect(validationKey(validationMessages.articleIdTaken)).toBe('articleIdTaken');
  });

  it("when zod's own maximum message arrives, then the key is tooLong", () => {
    expect(validationKey('Too big: expected string to have <=200 characters')).toBe('tooLong');
  });

  it('when any other message arrives, then the key is invalid; without a message there is none', () => {
    expect(validationKey('Invalid input')).toBe('invalid');
    expect(validationKey(undefined)).toBeUndefined();
  });
});

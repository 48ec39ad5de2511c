import { describe, expect, it } from 'vitest';
import { loginSchema } from './schemas/auth';
import { createArticleSchema } from './schemas/articles';
import { issueCode, validationCodes, validationMessages } from './validation';

describe('validationMessages', () => {
  it('when two codes are compared, then their English messages differ', () => {
    const messages = Object.values(validationMessages);

    expect(new Set(messages).size).toBe(messages.length);
  });

  it.each(validationCodes)('when a schema gives the code %s as its message, then the issue has that code', (code) => {
    expect(issueCode({ code: 'custom', message: code })).toBe(code);
  });

  it("when zod's own maximum refuses, then the code is tooLong; any other message of zod's is invalid", () => {
    expect(issueCode({ code: 'too_big', message: 'Too big: expected string to have <=200 characters' })).toBe('tooLong');
    expect(issueCode({ code: 'invalid_type', message: 'Invalid input' })).toBe('invalid');
  });

  it('when the shared schemas reject input, then they give the codes of the table (which the API answers)', () => {
    const login = loginSchema.safeParse({ username: ' ', password: '' });
    const article = createArticleSchema.safeParse({ title: 'T', content: ' ', category: 'news' });

    expect(login.error?.issues.map((i) => i.message)).toEqual(['usernameRequired', 'passwordRequired']);
    expect(article.error?.issues.map((i) => i.message)).toEqual(['contentRequired']);
  });
});

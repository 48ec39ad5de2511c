import { describe, expect, it } from 'vitest';
import { loginSchema } from './schemas/auth';
import { createArticleSchema } from './schemas/articles';
import { validationCodeOf, validationCodes, validationMessages } from './validation';

describe('validationMessages', () => {
  it('when two codes are compared, then their messages differ (the reverse lookup is unambiguous)', () => {
    const messages = Object.values(validationMessages);

    expect(new Set(messages).size).toBe(messages.length);
  });

  it.each(validationCodes)('when the message of %s is looked up, then its code comes back', (code) => {
    expect(validationCodeOf(validationMessages[code])).toBe(code);
  });

  it('when a message is not in the table, then it has no code', () => {
    expect(validationCodeOf('Too big: expected string to have <=200 characters')).toBeUndefined();
  });

  it('when the shared schemas reject input, then they give the texts of the table (which API clients rely on)', () => {
    const login = loginSchema.safeParse({ username: ' ', password: '' });
    const article = createArticleSchema.safeParse({ title: 'T', content: ' ', category: 'news' });

    expect(login.error?.issues.map((i) => i.message)).toEqual(['请输入用户名', '请输入密码']);
    expect(article.error?.issues.map((i) => i.message)).toEqual(['content cannot be empty']);
  });
});

import { describe, expect, it } from 'vitest';
import { errorCodes } from '@shared/error-codes';
import { validationCodes } from '@shared/validation';
import { ApiError } from '@/lib/api-client';
import { translateError } from './error-message';
import { createI18n } from './index';
import enShared from './locales/en/admin/shared';
import enCommon from './locales/en/common';
import zhShared from './locales/zh/admin/shared';
import zhCommon from './locales/zh/common';

const languages = [
  { lang: 'zh', common: zhCommon, shared: zhShared },
  { lang: 'en', common: enCommon, shared: enShared },
] as const;

describe.each(languages)('$lang translations', ({ common, shared }) => {
  it.each(errorCodes)('when the API answers %s, then there is a text for it', (code) => {
    const text = common.errors[code];

    expect(text?.trim()).toBeTruthy();
    expect(text).not.toBe(code);
  });

  it.each(validationCodes)('when a field error has the code %s, then there is a text for it', (code) => {
    const text = shared.validation[code];

    expect(text?.trim()).toBeTruthy();
    expect(text).not.toBe(code);
  });
});

describe('translateError', () => {
  const zh = createI18n('zh').getFixedT('zh', 'common');
  const en = createI18n('en').getFixedT('en', 'common');

  it('when the error is an ApiError, then the text comes from its code and never from its English message', () => {
    const err = new ApiError(403, 'FORBIDDEN', 'admin role required');

    expect(translateError(zh, err, 'fallback')).toBe(zhCommon.errors.FORBIDDEN);
    expect(translateError(en, err, 'fallback')).toBe(enCommon.errors.FORBIDDEN);
  });

  it('when fetch failed, then the network text shows', () => {
    expect(translateError(zh, new ApiError(0, 'NETWORK', 'cannot reach the server'))).toBe(zhCommon.errors.NETWORK);
  });

  it('when the error is not an ApiError, then the fallback shows, else the unknown-error text', () => {
    const err = new Error('TypeError: x is undefined');

    expect(translateError(en, err, 'Could not save')).toBe('Could not save');
    expect(translateError(en, err)).toBe(enCommon.errors.unknown);
  });
});

import { describe, expect, it } from 'vitest';
import { errorCodes } from '@shared/error-codes';
import { validationCodes } from '@shared/validation';
import { ensureAdminBundles } from '@/features/admin/shared/admin-i18n';
import { ApiError, createApi } from '@/lib/api-client';
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

describe('translateError, FORBIDDEN', () => {
  const withAdmin = (lang: 'zh' | 'en') => {
    const i18n = createI18n(lang);
    ensureAdminBundles(i18n);
    return i18n.getFixedT(lang, 'common');
  };

  it('when the answer names a right that others than administrators hold, then the text says which right is missing', () => {
    const err = new ApiError(403, 'FORBIDDEN', 'forbidden', undefined, 'writeArticles');

    expect(translateError(withAdmin('zh'), err)).toBe('您没有权限：需要“撰写文章”权限');
    expect(translateError(withAdmin('en'), err)).toBe('You do not have permission: the right “Write articles” is needed');
  });

  it('when the answer names a right of administrators alone, then the text says administrator rights are needed', () => {
    const err = new ApiError(403, 'FORBIDDEN', 'forbidden', undefined, 'manageUsers');

    expect(translateError(withAdmin('zh'), err)).toBe(zhCommon.errors.FORBIDDEN);
    expect(translateError(withAdmin('en'), err)).toBe(enCommon.errors.FORBIDDEN);
  });

  it('when the server answers 403 naming a permission, then the ApiError keeps it; an unknown name is dropped', async () => {
    const answer = (permission: unknown) => createApi(async () => ({ status: 403, data: { message: 'no', code: 'FORBIDDEN', permission } }));

    const known = await answer('exportEnquiries').get('/api/x').catch((e: unknown) => e);
    const unknown = await answer('everything').get('/api/x').catch((e: unknown) => e);

    expect(known).toMatchObject({ code: 'FORBIDDEN', permission: 'exportEnquiries' });
    expect((unknown as ApiError).permission).toBeUndefined();
  });
});

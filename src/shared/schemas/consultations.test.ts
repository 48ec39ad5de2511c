import { describe, expect, it } from 'vitest';
import { validationCode } from '../validation';
import { createConsultationSchema, looksLikePhone } from './consultations';

const enquiry = { name: '陈先生', email: 'chen@example.com', message: '想了解 EP', consent: true as const };
const phoneIssues = (phone: string) => {
  const parsed = createConsultationSchema.safeParse({ ...enquiry, phone });
  return parsed.success ? [] : parsed.error.issues.filter((i) => i.path[0] === 'phone').map((i) => i.message);
};

describe('phone numbers', () => {
  it.each(['+65 8123 4567', '81234567', '(065) 6123-4567', '+86 138 0013 8000', '123456', '1'.repeat(20)])('when the phone is %s, then it is taken', (phone) => {
    expect(looksLikePhone(phone)).toBe(true);
    expect(phoneIssues(phone)).toEqual([]);
  });

  it.each(['12345', '1'.repeat(21), 'call me', '+65 8123 4567 ext 9', '8123/4567', '＋65 8123 4567', '电话'])('when the phone is %s, then it is refused as invalid', (phone) => {
    expect(looksLikePhone(phone)).toBe(false);
    expect(phoneIssues(phone)).toEqual([validationCode.phoneInvalid]);
  });

  it('when the phone is empty or blank, then only "required" is said, not "invalid"', () => {
    expect(phoneIssues('')).toEqual([validationCode.phoneRequired]);
    expect(phoneIssues('   ')).toEqual([validationCode.phoneRequired]);
  });

  it('when the phone has spaces around it, then it is trimmed before the check', () => {
    const parsed = createConsultationSchema.parse({ ...enquiry, phone: '  +65 8123 4567 ' });

    expect(parsed.phone).toBe('+65 8123 4567');
  });
});

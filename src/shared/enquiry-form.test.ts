import { describe, expect, it } from 'vitest';
import { emptyConsultation, validateConsultation, validateContact, type ConsultationFormValues, type EnquiryContext } from './enquiry-form';
import { CONSENT_VERSION } from './privacy';
import { createBookingSchema } from './schemas/booking';
import { createConsultationSchema } from './schemas/consultations';

const filled: ConsultationFormValues = { name: '张三', email: 'zhang@example.com', phone: '+65 8123 4567', service: 'immigration', message: '想了解自雇移民', consent: true };
const context: EnquiryContext = { consentVersion: CONSENT_VERSION, formToken: 'signed-token', website: '', sourcePage: '/contact?utm_source=x', lang: 'zh', utm: { source: 'x' } };
const validate = (values: ConsultationFormValues, ctx: EnquiryContext = context) => validateConsultation(values, ctx, createConsultationSchema);

describe('validateConsultation', () => {
  it('when every field is filled and the consent ticked, then it passes with trimmed values and the page context', () => {
    const result = validate({ ...filled, name: '  张三 ', email: ' zhang@example.com ' });

    expect(result).toEqual({
      ok: true,
      body: { name: '张三', email: 'zhang@example.com', phone: '+65 8123 4567', type: 'immigration', message: '想了解自雇移民', status: 'Pending', consent: true, ...context },
    });
  });

  it('when the form is empty, then every field and the consent are reported, as missing', () => {
    const result = validate(emptyConsultation);

    expect(result).toEqual({ ok: false, reason: 'missing', fields: ['name', 'email', 'phone', 'service', 'message', 'consent'] });
  });

  it('when only the consent is not ticked, then the consent is reported and nothing else', () => {
    expect(validate({ ...filled, consent: false })).toEqual({ ok: false, reason: 'consent', fields: ['consent'] });
  });

  it('when a field holds only spaces, then it counts as missing', () => {
    expect(validate({ ...filled, message: '   ' })).toEqual({ ok: false, reason: 'missing', fields: ['message'] });
  });

  it('when the service is not one of the five, then it counts as missing', () => {
    expect(validate({ ...filled, service: 'general' })).toEqual({ ok: false, reason: 'missing', fields: ['service'] });
  });

  it('when the email is malformed, then the email is reported', () => {
    expect(validate({ ...filled, email: 'zhang@example' })).toEqual({ ok: false, reason: 'email', fields: ['email'] });
    expect(validate({ ...filled, email: 'not an email' })).toEqual({ ok: false, reason: 'email', fields: ['email'] });
  });

  it('when a page addition is one the contract refuses, then it is left out and the enquiry still goes', () => {
    const result = validate(filled, { ...context, lang: 'fr' as 'en', formToken: 'x'.repeat(300) });

    expect(result.ok && result.body).toMatchObject({ name: '张三', consent: true, sourcePage: '/contact?utm_source=x' });
    expect(result.ok && Object.keys(result.body)).not.toContain('lang');
    expect(result.ok && Object.keys(result.body)).not.toContain('formToken');
    expect(result.ok && createConsultationSchema.safeParse(result.body).success).toBe(true);
  });
});

describe('validateContact', () => {
  const booking = { kind: 'phone', startsAt: '2026-12-01T02:00:00.000Z' };

  it('when the booking contract is given, then its rules hold: an empty message passes there', () => {
    const result = validateContact({ ...filled, message: '  ', phone: ' +65 8123 4567 ' }, context, createBookingSchema, booking);

    expect(result).toEqual({ ok: true, contact: { name: '张三', email: 'zhang@example.com', phone: '+65 8123 4567', type: 'immigration', message: '' }, context });
  });

  it('when what the form adds is wrong (no time chosen), then only the visitor\'s fields are judged', () => {
    expect(validateContact(filled, context, createBookingSchema, { ...booking, startsAt: '' }).ok).toBe(true);
    expect(validateContact({ ...filled, email: 'x', consent: false }, context, createBookingSchema, { ...booking, startsAt: '' })).toEqual({ ok: false, reason: 'email', fields: ['email', 'consent'] });
  });
});

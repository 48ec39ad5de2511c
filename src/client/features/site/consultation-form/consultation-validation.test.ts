import { describe, expect, it } from 'vitest';
import { emptyConsultation, validateConsultation } from './consultation-validation';

const filled = { name: '张三', email: 'zhang@example.com', phone: '+65 8123 4567', service: 'immigration', message: '想了解自雇移民' };

describe('validateConsultation', () => {
  it('when every field is filled, then it passes with trimmed values', () => {
    const result = validateConsultation({ ...filled, name: '  张三 ' });

    expect(result).toEqual({ ok: true, value: filled });
  });

  it('when the form is empty, then every field is reported missing', () => {
    const result = validateConsultation(emptyConsultation);

    expect(result).toEqual({ ok: false, reason: 'missing', fields: ['name', 'email', 'phone', 'service', 'message'] });
  });

  it('when a field holds only spaces, then it counts as missing', () => {
    expect(validateConsultation({ ...filled, message: '   ' })).toEqual({ ok: false, reason: 'missing', fields: ['message'] });
  });

  it('when the service is not one of the five, then it counts as missing', () => {
    expect(validateConsultation({ ...filled, service: 'general' })).toEqual({ ok: false, reason: 'missing', fields: ['service'] });
  });

  it('when the email is malformed, then the email is reported', () => {
    expect(validateConsultation({ ...filled, email: 'zhang@example' })).toEqual({ ok: false, reason: 'email', fields: ['email'] });
    expect(validateConsultation({ ...filled, email: 'not an email' })).toEqual({ ok: false, reason: 'email', fields: ['email'] });
  });
});

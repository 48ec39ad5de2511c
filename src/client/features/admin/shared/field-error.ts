import { useTranslation } from 'react-i18next';
import { validationCodeOf, type ValidationCode } from '@shared/validation';

/**
 * The key of a field error's translation: the code of a message from src/shared/validation.ts (the
 * one table the schemas take their messages from), zod's own 'Too big: …', or 'invalid'.
 */
export function validationKey(message: string | undefined): ValidationCode | 'tooLong' | 'invalid' | undefined {
  if (!message) return undefined;
  return validationCodeOf(message) ?? (/^too big/i.test(message) ? 'tooLong' : 'invalid');
}

/** Returns a translator for field error messages coming from react-hook-form + zodResolver or the API. */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('admin');
  return (message) => {
    const key = validationKey(message);
    return key ? t(`shared.validation.${key}`) : undefined;
  };
}

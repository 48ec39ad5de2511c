import { useTranslation } from 'react-i18next';

type ValidationKey =
  | 'titleRequired'
  | 'contentRequired'
  | 'categoryRequired'
  | 'weightInvalid'
  | 'nameRequired'
  | 'usernameRequired'
  | 'passwordRequired'
  | 'usernameLength'
  | 'usernameChars'
  | 'passwordLength'
  | 'emailInvalid'
  | 'passwordMismatch';

/** The shared zod schemas speak English (or Chinese for login); screens show them in the chosen language. */
const byMessage: Record<string, ValidationKey> = {
  'title cannot be empty': 'titleRequired',
  'content cannot be empty': 'contentRequired',
  'category cannot be empty': 'categoryRequired',
  'weight must be an integer of at least 0': 'weightInvalid',
  'name cannot be empty': 'nameRequired',
  请输入用户名: 'usernameRequired',
  请输入密码: 'passwordRequired',
  'username must be 3-32 characters': 'usernameLength',
  'username may contain letters, digits, _ . - only': 'usernameChars',
  'password must be at least 8 characters': 'passwordLength',
  'invalid email address': 'emailInvalid',
  'passwords do not match': 'passwordMismatch',
};

export function validationKey(message: string | undefined): ValidationKey | 'tooLong' | 'invalid' | undefined {
  if (!message) return undefined;
  const known = byMessage[message];
  if (known) return known;
  return /^too big/i.test(message) ? 'tooLong' : 'invalid';
}

/** Returns a translator for field error messages coming from react-hook-form + zodResolver. */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('admin');
  return (message) => {
    const key = validationKey(message);
    return key ? t(`shared.validation.${key}`) : undefined;
  };
}

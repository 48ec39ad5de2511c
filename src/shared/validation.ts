/**
 * Every field error the API answers, by code. The shared schemas give these codes as their zod
 * messages, the server answers them in `fieldErrors: { field: [code] }` and the screens translate
 * them like the top-level error codes (admin `shared.validation.<code>`). The English texts are the
 * API's `message` only, kept for clients of the original API (docs/product-spec.md, section 7).
 */
export const validationMessages = {
  // articles
  titleRequired: 'title cannot be empty',
  contentRequired: 'content cannot be empty',
  categoryRequired: 'category cannot be empty',
  weightInvalid: 'weight must be an integer of at least 0',
  articleIdChars: 'articleId may contain lower-case letters, digits and -',
  articleIdTaken: 'articleId already in use',
  articleIdSlug: 'articleId must be 3-80 lower-case letters or digits in words joined by single hyphens',
  tableDataJson: 'tableData must be valid JSON',
  imageUrlUnsafe: 'image URL must start with http://, https:// or /',
  englishTitleRequired: 'a published English version needs a title',
  englishContentRequired: 'a published English version needs content',
  // schedules
  timeNotFuture: 'must be in the future',
  unpublishBeforePublish: 'must be after publishAt',
  // categories
  categoryNameRequired: 'name cannot be empty',
  typeRequired: 'type cannot be empty',
  typeChars: 'type may contain lower-case letters, digits and -',
  typeTaken: 'type already in use',
  basePathSlash: 'base path must start with /',
  // auth (the login messages are Chinese: docs/product-spec.md, section 2)
  usernameRequired: '请输入用户名',
  passwordRequired: '请输入密码',
  usernameLength: 'username must be 3-32 characters',
  usernameChars: 'username may contain letters, digits, _ . - only',
  passwordLength: 'password must be at least 8 characters',
  passwordMismatch: 'passwords do not match',
  passwordWrong: 'current password is wrong',
  passwordTooShort: 'password must be at least 10 characters',
  passwordTooCommon: 'this password is too common',
  twoFactorCodeWrong: 'the code is wrong',
  usernameTaken: 'username already in use',
  bylineTooLong: 'a byline name or title may be at most 80 characters',
  // consultations and contact details
  emailInvalid: 'invalid email address',
  enquiryNameRequired: 'name is required',
  phoneRequired: 'phone is required',
  phoneInvalid: 'phone must be 6-20 digits, with only spaces, +, - and brackets besides',
  messageRequired: 'message is required',
  qrPathInvalid: 'QR code path must be an uploaded image',
  qrUploadMissing: 'no uploaded image at this path',
  platformUnknown: 'unknown platform',
  consentRequired: 'consent to the privacy notice is required',
  noteRequired: 'note cannot be empty',
  assigneeNotAdmin: 'assignee must be an administrator account',
  // backups
  passphraseRequired: 'this backup is encrypted: give its passphrase',
  passphraseWrong: 'wrong passphrase, or the file was changed after it was encrypted',
  // booking (docs/decisions/0028-booking-and-chat.md)
  bookingTimeInvalid: 'a time must be HH:MM, or an ISO date and time with its offset',
  bookingDateInvalid: 'a date must be YYYY-MM-DD',
  bookingHoursOrder: 'the end must be after the start',
  // self-assessments (docs/decisions/0030-self-assessments.md)
  slugTaken: 'slug already in use',
  bookingSlotLength: 'a slot lasts 15, 20, 30, 45, 60, 90 or 120 minutes',
  bookingKindsRequired: 'offer at least one meeting kind, each once',
  bookingKindInvalid: 'choose a phone or video call, or an office visit',
  bookingRangeInvalid: 'the range must end on or after its start and span at most 42 days',
  // redirects
  redirectFromInvalid: 'the old address must be a path on this site, starting with / (no query string)',
  redirectToInvalid: 'the new address must be a path starting with / or a full http(s) URL',
  redirectSameAddress: 'the old and new addresses are the same',
  // route parameters
  idInvalid: 'id must be a positive integer',
  // zod's own checks without a message of ours: a maximum, and anything else
  tooLong: 'too long',
  invalid: 'invalid input',
} as const;

export type ValidationCode = keyof typeof validationMessages;

export const validationCodes = Object.keys(validationMessages) as ValidationCode[];

/** The codes by name, for the schemas' messages: `z.string().min(1, m.titleRequired)` gives the issue that code. */
export const validationCode = Object.fromEntries(validationCodes.map((code) => [code, code])) as { readonly [C in ValidationCode]: C };

const isValidationCode = (value: unknown): value is ValidationCode => typeof value === 'string' && Object.hasOwn(validationMessages, value);

/** A zod issue's code: the one its schema gave as the message, else tooLong for zod's own maximum, else invalid. */
export const issueCode = (issue: { code?: string; message?: string }): ValidationCode =>
  isValidationCode(issue.message) ? issue.message : issue.code === 'too_big' ? 'tooLong' : 'invalid';

/** An issue's English text, for the API's `message` and the command line: the table's for a code of ours, zod's own otherwise. */
export const englishMessage = (message: string): string => (isValidationCode(message) ? validationMessages[message] : message);

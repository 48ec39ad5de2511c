/**
 * Every validation message the shared schemas (and the server's own field checks) give, by code.
 * The API answers these texts in `fieldErrors` and its tests assert some of them, so they stay as
 * they are; screens translate a message by looking its code up here (`validationCodeOf`), never by
 * keeping a copy of the text.
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
  englishTitleRequired: 'a published English version needs a title',
  englishContentRequired: 'a published English version needs content',
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
  // route parameters
  idInvalid: 'id must be a positive integer',
} as const;

export type ValidationCode = keyof typeof validationMessages;

export const validationCodes = Object.keys(validationMessages) as ValidationCode[];

const codeByMessage = new Map<string, ValidationCode>(validationCodes.map((code) => [validationMessages[code], code]));

/** The code of a message from the table, or undefined for anything else (e.g. zod's own 'Too big: …'). */
export const validationCodeOf = (message: string): ValidationCode | undefined => codeByMessage.get(message);

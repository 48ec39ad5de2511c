export { AccountSettings } from './account-settings';
export { AccountTab } from './account-tab';
export { BylineForm } from './components/byline-form';
export { ChangePasswordForm } from './components/change-password-form';
export { RecoveryCodes } from './components/recovery-codes';
export { TwoFactorEnrol } from './components/two-factor-enrol';
export { useRefreshUser } from './api/change-password';

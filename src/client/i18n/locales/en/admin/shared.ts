import type zh from '../../zh/admin/shared';
import type { Shape } from '../../../types';

const shared: Shape<typeof zh> = {
  appName: 'Content Management System',
  loading: 'Loading...',
  saving: 'Saving...',
  actions: {
    cancel: 'Cancel',
    save: 'Save',
    edit: 'Edit',
    delete: 'Delete',
    close: 'Close',
    retry: 'Retry',
    refresh: 'Refresh',
    confirm: 'Confirm',
    view: 'View',
  },
  unsaved: {
    title: 'Discard unsaved changes?',
    text: 'You have changes that have not been saved. They will be lost if you close now.',
    keepEditing: 'Keep editing',
    discard: 'Discard changes',
    leave: 'You have unsaved changes. Are you sure you want to leave this page?',
  },
  validation: {
    titleRequired: 'Title cannot be empty',
    contentRequired: 'Content cannot be empty',
    categoryRequired: 'Category cannot be empty',
    weightInvalid: 'Weight must be a whole number of at least 0',
    nameRequired: 'Name cannot be empty',
    usernameRequired: 'Please enter your username',
    passwordRequired: 'Please enter your password',
    usernameLength: 'Username must be 3-32 characters',
    usernameChars: 'Username may contain letters, digits and _ . - only',
    passwordLength: 'Password must be at least 8 characters',
    emailInvalid: 'Invalid email address',
    passwordMismatch: 'The passwords do not match',
    tooLong: 'Too long',
    invalid: 'Invalid value',
  },
  errors: {
    unknown: 'Unknown error',
    network: 'Cannot connect to the server',
  },
};
export default shared;

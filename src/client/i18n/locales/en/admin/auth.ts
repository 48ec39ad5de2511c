import type zh from '../../zh/admin/auth';
import type { Shape } from '../../../types';

const auth: Shape<typeof zh> = {
  documentTitle: 'Admin Login | {{brand}}',
  subtitle: 'Content Management System',
  tabs: { login: 'Sign in', register: 'Register' },
  username: 'Username',
  usernamePlaceholder: 'Enter your username',
  password: 'Password',
  passwordPlaceholder: 'Enter your password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  rememberMe: 'Remember me',
  submit: 'Sign in',
  submitting: 'Signing in...',
  register: {
    email: 'Email (optional)',
    emailPlaceholder: 'name@example.com',
    passwordPlaceholder: 'At least 8 characters',
    confirmPassword: 'Confirm password',
    confirmPlaceholder: 'Enter the password again',
    submit: 'Register',
    submitting: 'Registering...',
    hint: 'New accounts are regular users; an administrator must grant rights before they can manage site content.',
  },
  panel: {
    headline: 'Content Management System',
    tagline: 'Manage your website content with ease using our content management system',
    points: {
      articles: 'Create and manage articles with ease',
      categories: 'Organise content by category',
      security: 'Safe and reliable user permission management',
    },
  },
  twoFactor: {
    title: 'Two-factor sign-in',
    text: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
    code: 'Code or recovery code',
    codePlaceholder: '6-digit code',
    submit: 'Verify',
    submitting: 'Verifying...',
    back: 'Back to username and password',
  },
  backToSite: 'Back to website',
  redirecting: 'Opening the back office...',
  toast: {
    loginSuccess: 'Signed in',
    loginWelcome: 'Welcome back, {{username}}!',
    loginFailed: 'Sign-in failed',
    registerSuccess: 'Registration successful',
    registerWelcome: 'Welcome, {{username}}!',
    registerFailed: 'Registration failed',
  },
};
export default auth;

export { PasswordInput } from './components/password-input';

export { ConsultationForm } from './consultation-form';

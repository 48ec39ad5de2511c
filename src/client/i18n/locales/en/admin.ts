import type zh from '../zh/admin';
import type { Shape } from '../../types';

const admin: Shape<typeof zh> = {
  placeholder: '',
};
export default admin;

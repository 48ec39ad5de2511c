import type zh from '../../zh/site/services';
import type { Shape } from '../../../types';

const services: Shape<typeof zh> = {
  placeholder: '',
};
export default services;

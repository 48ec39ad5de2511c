import type zh from '../../zh/site/contact';
import type { Shape } from '../../../types';

const contact: Shape<typeof zh> = {
  placeholder: '',
};
export default contact;

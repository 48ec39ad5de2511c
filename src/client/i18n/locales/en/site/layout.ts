import type zh from '../../zh/site/layout';
import type { Shape } from '../../../types';

const layout: Shape<typeof zh> = {
  placeholder: '',
};
export default layout;

import type zh from '../../zh/site/techdocs';
import type { Shape } from '../../../types';

const techdocs: Shape<typeof zh> = {
  placeholder: '',
};
export default techdocs;

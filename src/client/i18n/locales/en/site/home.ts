import type zh from '../../zh/site/home';
import type { Shape } from '../../../types';

const home: Shape<typeof zh> = {
  placeholder: '',
};
export default home;

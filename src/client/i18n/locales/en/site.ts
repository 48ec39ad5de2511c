import type zh from '../zh/site';
import type { Shape } from '../../types';

const site: Shape<typeof zh> = {
  placeholder: '',
};
export default site;

import type zh from '../../zh/site/news';
import type { Shape } from '../../../types';

const news: Shape<typeof zh> = {
  placeholder: '',
};
export default news;

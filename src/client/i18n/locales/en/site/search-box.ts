import type { Shape } from '../../../types';
import type zh from '../../zh/site/search-box';

/** Public-site strings: the search box (see the zh file). */
const searchBox: Shape<typeof zh> = {
  label: 'Search the site',
  placeholder: 'Search',
  submit: 'Search',
};
export default searchBox;

/** Settings → Home page: the home page's own words and the trust details (issue 14). */
export { HomeContentEditor } from './components/home-content-editor';

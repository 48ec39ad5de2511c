/** Settings → Home page: the home page's own words and the trust details (docs/decisions/0024-beyond-the-spec.md). */
export { HomeContentEditor } from './components/home-content-editor';

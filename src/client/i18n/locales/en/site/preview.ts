import type zh from '../../zh/site/preview';
import type { Shape } from '../../../types';

const preview: Shape<typeof zh> = {
  banner: 'Preview — not published',
  bannerHint: 'This is the saved draft: visitors cannot see it yet.',
  revision: 'Revision #{{id}}',
  loading: 'Loading the preview…',
  invalidTitle: 'This preview link no longer works',
  invalidText: 'Preview links expire after 48 hours and can be revoked. Ask the colleague who sent it for a new one.',
  signInTitle: 'Please sign in',
  signInText: 'Only signed-in administrators can preview drafts.',
  signIn: 'Sign in',
  failedTitle: 'The preview could not be loaded',
};
export default preview;

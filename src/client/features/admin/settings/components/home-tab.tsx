import { HomeContentEditor } from '../../home-content';

/** Settings → Home page (issue 14): the editor lives in features/admin/home-content. */
export function HomeTab() {
  return <HomeContentEditor />;
}

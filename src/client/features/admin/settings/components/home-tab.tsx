import { HomeContentEditor } from '../../home-content';

/** Settings → Home page (docs/decisions/0024-beyond-the-spec.md): the editor lives in features/admin/home-content. */
export function HomeTab() {
  return <HomeContentEditor />;
}

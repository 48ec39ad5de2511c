import { Route } from 'react-router';

/** Public routes (owned by the public-site feature). */
export const siteRoutes = (
  <>
    <Route path="*" element={<p>Loading...</p>} />
  </>
);

import { Routes } from 'react-router';
import { adminRoutes } from './routes/admin';
import { siteRoutes } from './routes/site';

/** The whole route table: public pages (server-rendered) and the back office (lazy chunks). */
export function AppRoutes() {
  return (
    <Routes>
      {adminRoutes}
      {siteRoutes}
    </Routes>
  );
}

/** Paths of the back office: client-rendered, in their own chunks; public pages never load them. */
export const adminPathPrefixes = [
  '/auth',
  '/login',
  '/articles',
  '/categories',
  '/consultations',
  '/settings',
  '/download',
  '/news-management',
] as const;

export function isAdminPath(pathname: string): boolean {
  return adminPathPrefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

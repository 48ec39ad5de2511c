import { describe, expect, it } from 'vitest';
import { adminLandingPath, adminPathPrefixes, adminRedirectTarget, adminScreens, isAdminPath, isSignInPath, mayOpenAdminPath, paths, withQuery } from './paths';
import { roles } from './permissions';

describe('paths', () => {
  it('when a link carries a query, then only the given values are written', () => {
    expect(paths.consultationsWith({ status: 'Pending' })).toBe('/consultations?status=Pending');
    expect(paths.articlesWith({ tab: 'news' })).toBe('/articles?tab=news');
    expect(withQuery('/articles', { tab: undefined })).toBe('/articles');
  });

  it('when a page has parameters, then the builders write them into the path', () => {
    expect(paths.newsArticle(7)).toBe('/news/7');
    expect(paths.serviceItem('/immigration', 'pr')).toBe('/immigration/pr');
    expect(paths.homeAnchor('contact')).toBe('/#contact');
  });

  it('when a path is a back-office screen or below one, then it is an admin path', () => {
    expect(adminPathPrefixes).toEqual(['/auth', '/login', '/dashboard', '/articles', '/review', '/categories', '/consultations', '/bookings', '/analytics', '/assessments', '/media-library', '/redirects', '/settings', '/download', '/users', '/activity', '/news-management']);
    expect(isAdminPath('/articles')).toBe(true);
    expect(isAdminPath('/download/x')).toBe(true);
    expect(isAdminPath('/downloads')).toBe(false);
    expect(isAdminPath('/admin')).toBe(false);
    // the images themselves stay public (docs/decisions/0014-media.md)
    expect(isAdminPath('/media/abc/w960.webp')).toBe(false);
    expect(isAdminPath('/')).toBe(false);
  });

  it('when a path is a sign-in screen, then it is recognised as one', () => {
    expect(isSignInPath('/auth')).toBe(true);
    expect(isSignInPath('/login/x')).toBe(true);
    expect(isSignInPath('/articles')).toBe(false);
    expect(isSignInPath('/authors')).toBe(false);
  });

  it('when the sidebar lists the screens, then they keep their order and groups', () => {
    expect(adminScreens.map((s) => [s.group, s.key, s.path])).toEqual([
      ['mainFunctions', 'dashboard', '/dashboard'],
      ['mainFunctions', 'articles', '/articles'],
      ['mainFunctions', 'review', '/review'],
      ['mainFunctions', 'categories', '/categories'],
      ['mainFunctions', 'consultations', '/consultations'],
      ['mainFunctions', 'bookings', '/bookings'],
      ['mainFunctions', 'analytics', '/analytics'],
      ['mainFunctions', 'assessments', '/assessments'],
      ['mainFunctions', 'media', '/media-library'],
      ['mainFunctions', 'redirects', '/redirects'],
      ['mainFunctions', 'settings', '/settings'],
      ['systemSettings', 'download', '/download'],
      ['systemSettings', 'users', '/users'],
      ['systemSettings', 'activity', '/activity'],
    ]);
  });

  it('when an /admin/{segment} address of the docs is opened, then it leads to the screen in use', () => {
    const targets = ['', 'articles', 'categories', 'consultations', 'settings', 'download', 'downloads', 'other', 'review', 'review/12', 'review/12/', 'review/', 'articles/12'].map((rest) => adminRedirectTarget(rest));

    expect(targets).toEqual(['/articles', '/articles', '/categories', '/consultations', '/settings', '/download', '/download', '/articles', '/review', '/review/12', '/review/12', '/review', '/articles']);
  });

  it('when a signed-in role opens /admin, then it lands on its first screen: sales on the inbox, the others on the articles', () => {
    const landings = Object.fromEntries(roles.map((role) => [role, adminRedirectTarget('', role)]));

    expect(landings).toEqual({ admin: '/articles', editor: '/articles', author: '/articles', sales: '/consultations', user: '/articles' });
    expect(adminLandingPath('user')).toBeNull();
    expect(adminRedirectTarget('users', 'sales')).toBe('/users');
  });

  it('when a role opens a screen, then only the screens of its permissions open; everyone keeps her account under /settings', () => {
    expect(mayOpenAdminPath('sales', '/consultations')).toBe(true);
    expect(mayOpenAdminPath('sales', '/articles')).toBe(false);
    expect(mayOpenAdminPath('sales', '/users')).toBe(false);
    expect(mayOpenAdminPath('author', '/review/3')).toBe(false);
    expect(mayOpenAdminPath('editor', '/review/3')).toBe(true);
    expect(mayOpenAdminPath('author', '/settings')).toBe(true);
    expect(mayOpenAdminPath('author', '/download')).toBe(true);
    expect(mayOpenAdminPath('user', '/download')).toBe(false);
  });
});

// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../shared/test-utils';
import SettingsPage from './settings-page';

/** Every read answers 404: the tabs are what is tested, not their contents. */
function serveNothing() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ message: 'not here', code: 'NOT_FOUND' }, { status: 404 }));
}
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SettingsPage, by role', () => {
  it('when an admin opens the settings, then every part shows', () => {
    serveNothing();

    renderAdmin(<SettingsPage />, { route: '/settings', user: 'admin' });

    expect(tabNames()).toEqual(['联系方式', '社交媒体', '首页内容', '通用设置', '通知', '我的账号']);
  });

  it('when an editor opens the settings, then the site parts show without backups, export, notifications or retention', () => {
    serveNothing();

    renderAdmin(<SettingsPage />, { route: '/settings', user: 'editor' });

    expect(tabNames()).toEqual(['联系方式', '社交媒体', '首页内容', '我的账号']);
  });

  it('when a sales consultant opens the settings, then only her account shows, without the note meant for visitor accounts', () => {
    serveNothing();

    renderAdmin(<SettingsPage />, { route: '/settings', user: 'sales' });

    expect(tabNames()).toEqual(['我的账号']);
    expect(screen.queryByTestId('rights-needed')).toBeNull();
  });

  it('when a regular user opens the settings, then her account shows with the note that she has no back office', () => {
    serveNothing();

    renderAdmin(<SettingsPage />, { route: '/settings', user: 'user' });

    expect(tabNames()).toEqual(['我的账号']);
    expect(screen.getByTestId('rights-needed')).toBeTruthy();
  });
});

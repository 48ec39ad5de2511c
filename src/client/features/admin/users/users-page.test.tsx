// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffUser } from '@shared/schemas/staff';
import { renderAdmin } from '../shared/test-utils';
import UsersPage from './users-page';

const staff = (id: number, username: string, fields: Partial<StaffUser> = {}): StaffUser => ({
  id,
  username,
  email: `${username}@example.com`,
  role: 'admin',
  twoFactorEnabled: false,
  lastSignInAt: null,
  state: 'active',
  mustChangePassword: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  byline: { bylineName: null, bylineNameEn: null, bylineTitle: null, bylineTitleEn: null },
  ...fields,
});

interface Asked {
  method: string;
  path: string;
  body: unknown;
}

/** Answers the users API from `routes` ("METHOD /path" -> [status, body]); records each call. */
function serve(routes: Record<string, [number, unknown]>) {
  const asked: Asked[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    asked.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const [status, body] = routes[`${method} ${path}`] ?? [404, { message: 'not here', code: 'NOT_FOUND' }];
    return Response.json(body, { status });
  });
  return asked;
}

const within5s = { timeout: 5000 };
/** Opens a row's actions menu (Radix opens it on a primary-button pointer down). */
const openMenu = (username: string) =>
  fireEvent.pointerDown(screen.getByRole('button', { name: `${username} 的操作` }), { button: 0, ctrlKey: false, pointerType: 'mouse' });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('UsersPage', () => {
  it('when the list arrives, then each account shows its role, two-factor, last sign-in and state', async () => {
    serve({
      'GET /api/users': [200, [staff(1, 'alice', { twoFactorEnabled: true, lastSignInAt: '2026-02-03T04:05:00.000Z' }), staff(2, 'bob', { role: 'user', state: 'disabled', email: null, mustChangePassword: true })]],
    });
    renderAdmin(<UsersPage />, { route: '/users' });

    const rows = await screen.findAllByTestId('user-row', {}, within5s);

    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('管理员');
    expect(rows[0]!.textContent).toContain('已开启');
    expect(rows[0]!.textContent).not.toContain('从未登录');
    expect(rows[1]!.textContent).toContain('普通用户');
    expect(rows[1]!.textContent).toContain('未开启');
    expect(rows[1]!.textContent).toContain('从未登录');
    expect(within(rows[1]!).getByTestId('user-state').textContent).toBe('已停用待修改密码');
    expect(screen.getByTestId('users-count').textContent).toBe('共 2 个账号');
  });

  it('when an account is created, then the form is sent and the one-time password is shown once', async () => {
    const created = staff(3, 'carol', { role: 'user', mustChangePassword: true });
    const asked = serve({ 'GET /api/users': [200, [staff(1, 'alice')]], 'POST /api/users': [201, { user: created, oneTimePassword: 'Xy7-one-time-pass' }] });
    renderAdmin(<UsersPage />, { route: '/users' });
    await screen.findAllByTestId('user-row', {}, within5s);

    fireEvent.click(screen.getByRole('button', { name: '新建账号' }));
    fireEvent.change(screen.getByLabelText(/用户名/), { target: { value: 'carol' } });
    fireEvent.click(screen.getByRole('button', { name: '创建' }));

    expect((await screen.findByTestId('one-time-password', {}, within5s)).textContent).toBe('Xy7-one-time-pass');
    expect(asked.find((a) => a.method === 'POST')?.body).toEqual({ username: 'carol', email: null, role: 'user' });
    fireEvent.click(screen.getByRole('button', { name: '完成' }));
    await waitFor(() => expect(screen.queryByTestId('one-time-password')).toBeNull(), within5s);
  });

  it('when the name is taken, then the server says so under the username field', async () => {
    serve({ 'GET /api/users': [200, [staff(1, 'alice')]], 'POST /api/users': [409, { message: 'taken', code: 'CONFLICT', fieldErrors: { username: ['usernameTaken'] } }] });
    renderAdmin(<UsersPage />, { route: '/users' });
    await screen.findAllByTestId('user-row', {}, within5s);

    fireEvent.click(screen.getByRole('button', { name: '新建账号' }));
    fireEvent.change(screen.getByLabelText(/用户名/), { target: { value: 'Alice' } });
    fireEvent.click(screen.getByRole('button', { name: '创建' }));

    expect((await screen.findByText('该用户名已被使用', {}, within5s)).id).toBe('new-user-username-error');
  });

  it('when disabling the last admin is refused, then a dialog says why, after the question about sessions', async () => {
    const asked = serve({
      'GET /api/users': [200, [staff(1, 'alice')]],
      'POST /api/users/1/disable': [409, { message: 'last admin', error: 'last admin', code: 'LAST_ADMIN' }],
    });
    renderAdmin(<UsersPage />, { route: '/users' });
    await screen.findAllByTestId('user-row', {}, within5s);

    openMenu('alice');
    fireEvent.click(await screen.findByRole('menuitem', { name: '停用账号' }, within5s));
    expect(screen.getByRole('alertdialog').textContent).toContain('所有已登录的会话会立即结束');
    fireEvent.click(screen.getByRole('button', { name: '停用' }));

    expect((await screen.findByTestId('user-action-refused', {}, within5s)).textContent).toContain('这是最后一个有效的管理员');
    expect(asked.filter((a) => a.method === 'POST').map((a) => a.path)).toEqual(['/api/users/1/disable']);
  });
});

describe('UsersPage, roles', () => {
  // Radix Select scrolls its chosen item into view, which jsdom cannot do
  Element.prototype.scrollIntoView ??= () => undefined;

  it('when an account is created, then the role picker offers the five roles, each described under it in the staff language', async () => {
    serve({ 'GET /api/users': [200, [staff(1, 'alice')]] });
    renderAdmin(<UsersPage />, { route: '/users', language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'New account' }, within5s));
    const dialog = await screen.findByRole('dialog');

    expect(within(dialog).getByTestId('role-description').textContent).toContain('A visitor account');
    fireEvent.keyDown(within(dialog).getByRole('combobox'), { key: 'Enter' });

    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Administrator', 'Editor', 'Author', 'Sales consultant', 'Regular user']);
    fireEvent.click(screen.getByRole('option', { name: 'Sales consultant' }));
    await waitFor(() => expect(within(dialog).getByTestId('role-description').textContent).toBe('Handles the enquiries: reads, assigns, notes and exports them.'));
  });

  it('when "change role" is chosen and a role picked, then that role is sent for the account', async () => {
    const asked = serve({ 'GET /api/users': [200, [staff(1, 'alice'), staff(2, 'bob', { role: 'user' })]], 'PATCH /api/users/2': [200, staff(2, 'bob', { role: 'author' })] });
    renderAdmin(<UsersPage />, { route: '/users' });
    await screen.findByRole('button', { name: 'bob 的操作' }, within5s);

    openMenu('bob');
    fireEvent.click(await screen.findByRole('menuitem', { name: '更改角色' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('role-description').textContent).toBe('普通访客账号，不能使用后台，仅可管理自己的账号。');
    fireEvent.keyDown(within(dialog).getByRole('combobox'), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('option', { name: '作者' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '更改角色' }));

    await waitFor(() => expect(asked.find((a) => a.method === 'PATCH')).toEqual({ method: 'PATCH', path: '/api/users/2', body: { role: 'author' } }), within5s);
  });
});

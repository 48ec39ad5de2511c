// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../shared/test-utils';
import { BackupCard } from './backup-card';

const within5s = { timeout: 5000 };
const plainFile = () => new File(['{\n "format": "sg-site-backup",\n "version": 1, "tables": {}}'], 'site-backup.json', { type: 'application/json' });
const encryptedFile = () => new File(['{"format":"sg-site-backup-encrypted","version":1}'], 'site-backup.encrypted.json', { type: 'application/json' });

interface Sent {
  url: string;
  body: unknown;
}

/** Answers the backup endpoints with `answers[path]`, recording what was sent (the card's read of the signed-in user aside). */
function serve(answers: Record<string, [number, unknown]>): Sent[] {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost').pathname;
    if (url === '/api/user') return Response.json({ message: 'not signed in', code: 'UNAUTHENTICATED' }, { status: 401 });
    sent.push({ url, body: init?.body });
    const [status, body] = answers[url] ?? [404, { message: 'not here', code: 'NOT_FOUND' }];
    return Response.json(body, { status });
  });
  return sent;
}

const chooseFile = (file: File) => fireEvent.change(screen.getByLabelText('备份文件'), { target: { files: [file] } });
const typePassword = (value = 'my password', label = '您的登录密码') => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const restoreButton = (name = '恢复备份...') => screen.getByRole('button', { name }) as HTMLButtonElement;

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:backup');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('BackupCard', () => {
  it('when a passphrase is given and the download is pressed, then the backup is asked for with it and saved as an encrypted file', async () => {
    const sent = serve({ '/api/backup': [200, { format: 'sg-site-backup-encrypted', version: 1 }] });
    renderAdmin(<BackupCard />);

    fireEvent.change(screen.getByLabelText('加密密码（可选）'), { target: { value: 'short' } });
    expect(screen.getByText('密码至少需要 8 个字符')).toBeTruthy();
    expect((screen.getByRole('button', { name: '下载备份' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('加密密码（可选）'), { target: { value: 'long enough passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: '下载备份' }));

    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled(), within5s);
    expect(sent).toEqual([{ url: '/api/backup', body: JSON.stringify({ passphrase: 'long enough passphrase' }) }]);
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalled();
  });

  it('when the chosen file is not a backup, then the card says so and the restore cannot start', async () => {
    renderAdmin(<BackupCard />);

    chooseFile(new File(['name,email\n'], 'people.csv', { type: 'text/csv' }));

    expect((await screen.findByRole('alert', {}, within5s)).textContent).toBe('此文件不是本网站的备份文件。');
    expect((screen.getByRole('button', { name: '恢复备份...' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('when an encrypted backup is restored with a wrong passphrase, then the dialog warned of the replacement, the form carried replace and the passphrase, and the passphrase message shows', async () => {
    const sent = serve({ '/api/restore': [400, { message: 'x', code: 'VALIDATION', fieldErrors: { passphrase: ['passphraseWrong'] } }] });
    renderAdmin(<BackupCard />);
    chooseFile(encryptedFile());
    fireEvent.change(await screen.findByLabelText('备份密码', {}, within5s), { target: { value: 'not it' } });
    typePassword();

    fireEvent.click(screen.getByRole('button', { name: '恢复备份...' }));
    const dialog = await screen.findByRole('alertdialog', {}, within5s);
    expect(dialog.textContent).toContain('替换为 site-backup.encrypted.json 中的内容');
    expect(dialog.textContent).toContain('所有人（包括您）都将退出登录');
    fireEvent.click(screen.getByRole('button', { name: '替换全部数据' }));

    expect((await screen.findByRole('alert', {}, within5s)).textContent).toBe('密码错误，或文件在加密后被改动。网站数据没有任何更改。');
    const form = sent[0]?.body as FormData;
    expect(sent[0]?.url).toBe('/api/restore');
    expect([form.get('replace'), form.get('passphrase'), form.get('password'), form.get('code'), (form.get('file') as File).name]).toEqual(['true', 'not it', 'my password', null, 'site-backup.encrypted.json']);
  });

  it('when a plain backup is restored, then the session is forgotten (the guard shows sign-in) and a damaged file would have said so in English too', async () => {
    serve({ '/api/restore': [200, { restored: { users: 2, articles: 40, consultations: 3 }, signedOut: true }] });
    const { queryClient } = renderAdmin(<BackupCard />);
    queryClient.setQueryData(['user'], { id: 1, username: 'admin', role: 'admin' });
    chooseFile(plainFile());
    typePassword();
    await waitFor(() => expect((screen.getByRole('button', { name: '恢复备份...' }) as HTMLButtonElement).disabled).toBe(false), within5s);

    fireEvent.click(screen.getByRole('button', { name: '恢复备份...' }));
    fireEvent.click(await screen.findByRole('button', { name: '替换全部数据' }, within5s));

    await waitFor(() => expect(queryClient.getQueryData(['user'])).toBeNull(), within5s);
    cleanup();
    serve({ '/api/restore': [400, { message: 'x', code: 'VALIDATION', fieldErrors: { 'tables.users.0.id': ['bad'] } }] });
    renderAdmin(<BackupCard />, { language: 'en' });
    fireEvent.change(screen.getByLabelText('Backup file'), { target: { files: [plainFile()] } });
    typePassword('my password', 'Your password');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Restore backup...' }) as HTMLButtonElement).disabled).toBe(false), within5s);
    fireEvent.click(screen.getByRole('button', { name: 'Restore backup...' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Replace all data' }, within5s));
    expect((await screen.findByRole('alert', {}, within5s)).textContent).toBe('The backup file is not valid or is damaged. Nothing on the site was changed.');
  });

  it('when no password is typed, then the restore cannot start; a wrong one says so', async () => {
    serve({ '/api/restore': [403, { message: 'x', code: 'CURRENT_PASSWORD_WRONG' }] });
    renderAdmin(<BackupCard />);
    chooseFile(plainFile());
    await screen.findByText('恢复会替换所有账号，请输入您登录时使用的密码以确认。', {}, within5s);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the file's first bytes are read
    expect(restoreButton().disabled).toBe(true);

    typePassword('wrong');
    await waitFor(() => expect(restoreButton().disabled).toBe(false), within5s);
    fireEvent.click(restoreButton());
    fireEvent.click(await screen.findByRole('button', { name: '替换全部数据' }, within5s));

    expect((await screen.findByRole('alert', {}, within5s)).textContent).toBe('密码不正确。网站数据没有任何更改。');
  });

  it('when the admin has two-factor on and the backup changes admin accounts, then the code is asked for, the accounts are listed and only a ticked confirmation naming them restores', async () => {
    const sent = serve({ '/api/restore': [409, { message: 'x', code: 'RESTORE_ADMINS_CHANGED', fieldErrors: { added: ['intruder'], removed: [], changed: ['alice'] } }] });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    queryClient.setQueryData(['user'], { id: 1, username: 'admin', role: 'admin', twoFactorEnabled: true });
    renderAdmin(<BackupCard />, { queryClient });
    chooseFile(plainFile());
    typePassword();
    await waitFor(() => expect(screen.getByLabelText('两步验证码')).toBeTruthy(), within5s);
    expect(restoreButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('两步验证码'), { target: { value: ' 123456 ' } });

    await waitFor(() => expect(restoreButton().disabled).toBe(false), within5s);
    fireEvent.click(restoreButton());
    fireEvent.click(await screen.findByRole('button', { name: '替换全部数据' }, within5s));

    const notice = await screen.findByRole('group', { name: '此备份会更改管理员账号' }, within5s);
    expect(notice.textContent).toContain('新增：intruder');
    expect(notice.textContent).toContain('更改（密码、角色或停用状态）：alice');
    expect(notice.textContent).not.toContain('删除：');
    expect(restoreButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '我了解以上管理员账号将按所列内容被新增、删除或更改' }));
    await waitFor(() => expect(restoreButton().disabled).toBe(false), within5s);
    fireEvent.click(restoreButton());
    fireEvent.click(await screen.findByRole('button', { name: '替换全部数据' }, within5s));

    await waitFor(() => expect(sent).toHaveLength(2), within5s);
    const [first, second] = sent.map((s) => s.body as FormData);
    expect([first?.get('code'), first?.get('confirmAdmins')]).toEqual(['123456', null]);
    expect([second?.get('password'), second?.get('code'), second?.get('confirmAdmins')]).toEqual(['my password', '123456', JSON.stringify(['alice', 'intruder'])]);
  });
});

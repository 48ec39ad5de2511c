// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationSettings } from '@shared/schemas/inbox';
import { renderAdmin } from '../../shared/test-utils';
import { NotificationsTab } from './notifications-tab';

const within5s = { timeout: 5000 };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Answers GET and PUT /api/settings/notifications like the server (PUT echoes what it stored). */
function serve(initial: NotificationSettings) {
  const puts: unknown[] = [];
  let current = initial;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/settings/notifications') return Response.json({ message: 'not here', code: 'NOT_FOUND' }, { status: 404 });
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Pick<NotificationSettings, 'notifyEmails' | 'acknowledgeVisitor'>;
      puts.push(body);
      current = { ...current, ...body };
    }
    return Response.json(current);
  });
  return puts;
}

const settings = (fields: Partial<NotificationSettings> = {}): NotificationSettings => ({
  notifyEmails: ['sales@example.com'],
  acknowledgeVisitor: false,
  smtpConfigured: false,
  mailFrom: null,
  retentionMonths: 24,
  ...fields,
});

describe('NotificationsTab', () => {
  it('when SMTP is not configured, then it says nothing will be sent until SMTP_URL is set, and shows the retention period', async () => {
    serve(settings());
    renderAdmin(<NotificationsTab />);

    const notice = await screen.findByTestId('smtp-status', {}, within5s);

    expect(notice.textContent).toContain('在设置 SMTP_URL 之前，不会发送任何邮件');
    expect(screen.getByTestId('retention').textContent).toContain('超过 24 个月');
    expect((screen.getByRole('textbox', { name: '通知邮箱 1' }) as HTMLInputElement).value).toBe('sales@example.com');
  });

  it('when an invalid email is added, then saving shows its error and sends nothing; once fixed, the list and the switch are saved', async () => {
    const puts = serve(settings({ smtpConfigured: true, mailFrom: 'site@example.com' }));
    renderAdmin(<NotificationsTab />);
    await screen.findByRole('textbox', { name: '通知邮箱 1' }, within5s);
    const save = screen.getByRole('button', { name: '保存' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '添加邮箱' }));
    const added = screen.getByRole('textbox', { name: '通知邮箱 2' });
    fireEvent.change(added, { target: { value: 'boss@' } });
    fireEvent.click(screen.getByRole('switch', { name: '向访客发送确认邮件' }));
    fireEvent.click(save);

    expect(screen.getByText('邮箱地址格式不正确')).toBeTruthy();
    expect(added.getAttribute('aria-invalid')).toBe('true');
    expect(puts).toEqual([]);

    fireEvent.change(added, { target: { value: ' boss@example.com ' } });
    fireEvent.click(save);

    await waitFor(() => expect(puts).toEqual([{ notifyEmails: ['sales@example.com', 'boss@example.com'], acknowledgeVisitor: true }]), within5s);
    await waitFor(() => expect((screen.getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(true), within5s);
    expect(screen.getByRole('switch', { name: '向访客发送确认邮件' }).getAttribute('aria-checked')).toBe('true');
  });

  it('when an email is listed twice, then the second says so', async () => {
    serve(settings());
    renderAdmin(<NotificationsTab />);
    await screen.findByRole('textbox', { name: '通知邮箱 1' }, within5s);

    fireEvent.click(screen.getByRole('button', { name: '添加邮箱' }));
    const added = screen.getByRole('textbox', { name: '通知邮箱 2' });
    fireEvent.change(added, { target: { value: 'SALES@example.com' } });
    fireEvent.blur(added);

    expect(screen.getByText('此邮箱已在列表中')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Consultation } from '@shared/schemas/consultations';
import { renderAdmin } from '../../shared/test-utils';
import ConsultationsPage from '../consultations-page';
import { colleague, listOf, makeConsultation, me, serveInbox, timelineOf, type Asked } from '../test/fake-inbox-api';

const within5s = { timeout: 5000 };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The screen at /consultations?open=7 (as the staff email links), enquiry 7 not on the list's page. */
async function openSeven(fields: Partial<Consultation> = {}, routes: Parameters<typeof serveInbox>[0] = {}, user?: 'sales') {
  const c = makeConsultation(7, fields);
  const asked = serveInbox({
    'GET /api/consultations': () => listOf([makeConsultation(8)]),
    'GET /api/consultations/7': () => c,
    'GET /api/consultations/7/timeline': () =>
      timelineOf(
        c,
        { kind: 'assigned', assignee: colleague, actor: me, at: '2025-01-02T01:00:00.000Z' },
        { kind: 'status', fromStatus: 'Pending', toStatus: 'Processing', actor: colleague, at: '2025-01-02T02:00:00.000Z' },
        { kind: 'note', note: '已电话联系', actor: colleague, at: '2025-01-02T03:00:00.000Z' },
      ),
    ...routes,
  });
  renderAdmin(<ConsultationsPage />, { route: '/consultations?open=7', user });
  const dialog = await screen.findByTestId('consultation-dialog', {}, within5s);
  await waitFor(() => expect(within(dialog).getAllByTestId('timeline-entry')).toHaveLength(4), within5s);
  return { dialog, asked, c };
}

const sent = (asked: Asked[], method: string, url: string) => asked.filter((a) => a.method === method && a.url === url).map((a) => a.body);

describe('ConsultationDetailDialog', () => {
  it('when opened by its link, then the source, the consent version and the timeline (oldest first, with who) show', async () => {
    const { dialog } = await openSeven();

    expect(dialog.textContent).toContain('/en/contact?utm_source=google');
    expect(dialog.textContent).toContain('英文');
    expect(dialog.textContent).toContain('source=google');
    expect(dialog.textContent).toContain('2026-11-24');
    const entries = within(dialog).getAllByTestId('timeline-entry');
    expect(entries.map((e) => e.getAttribute('data-kind'))).toEqual(['received', 'assigned', 'status', 'note']);
    expect(entries[0]!.textContent).toContain('收到咨询');
    expect(entries[0]!.textContent).toContain('访客');
    expect(entries[1]!.textContent).toContain('分配给 mei');
    expect(entries[1]!.textContent).toContain('admin ·');
    expect(entries[2]!.textContent).toContain('状态：待处理 → 处理中');
    expect(entries[2]!.textContent).toContain('mei ·');
    expect(entries[3]!.textContent).toContain('已电话联系');
  });

  it('when the enquiry is suspect, then the dialog says so and why, in the staff language', async () => {
    const { dialog } = await openSeven({ suspect: true, spamSignals: ['too-fast'] });

    expect(within(dialog).getByText('可疑')).toBeTruthy();
    expect(within(dialog).getByTestId('consultation-suspect-hint').textContent).toContain('有一项迹象像自动提交（提交过快）');
  });

  it('when a note is typed and saved, then it is sent with the save, the dialog closes and the address forgets it', async () => {
    const { dialog, asked, c } = await openSeven({}, { 'PATCH /api/consultations/7': () => makeConsultation(7, { note: '发送资料' }) });

    fireEvent.change(within(dialog).getByRole('textbox', { name: '处理备注' }), { target: { value: '  发送资料 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(screen.queryByTestId('consultation-dialog')).toBeNull(), within5s);
    expect(sent(asked, 'PATCH', `/api/consultations/${c.id}`)).toEqual([{ note: '发送资料' }]);
    expect(screen.getByTestId('location').textContent).toBe('/consultations');
  });

  it('when "add note" is clicked, then the note is posted, the box empties and the dialog stays', async () => {
    const { dialog, asked } = await openSeven({}, { 'POST /api/consultations/7/notes': () => ({ id: 9, kind: 'note', note: '已发邮件', actor: me, at: new Date().toISOString() }) });
    const box = within(dialog).getByRole('textbox', { name: '处理备注' });

    fireEvent.change(box, { target: { value: '已发邮件' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '添加备注' }));

    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''), within5s);
    expect(sent(asked, 'POST', '/api/consultations/7/notes')).toEqual([{ note: '已发邮件' }]);
    expect(screen.getByTestId('consultation-dialog')).toBeTruthy();
  });

  it('when "assign to me" is clicked, then the enquiry is assigned to the signed-in user at once', async () => {
    const { dialog, asked } = await openSeven({}, { 'PATCH /api/consultations/7': () => makeConsultation(7, { assignee: me }) });

    fireEvent.click(await within(dialog).findByRole('button', { name: '分配给我' }));

    await waitFor(() => expect(sent(asked, 'PATCH', '/api/consultations/7')).toEqual([{ assigneeId: me.id }]), within5s);
  });

  it('when a typed note is not sent and the dialog is cancelled, then it asks first and keeping on editing keeps the text', async () => {
    const { dialog } = await openSeven();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '处理备注' }), { target: { value: '还没写完' } });

    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    const question = await screen.findByRole('alertdialog', {}, within5s);
    expect(question.textContent).toContain('放弃未保存的修改？');
    fireEvent.click(within(question).getByRole('button', { name: '继续编辑' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), within5s);
    expect((within(screen.getByTestId('consultation-dialog')).getByRole('textbox', { name: '处理备注' }) as HTMLTextAreaElement).value).toBe('还没写完');
  });

  it('when it is marked as spam from the dialog, then the move is asked for and the dialog shows it as spam', async () => {
    let spam = false;
    const { dialog, asked } = await openSeven(
      {},
      {
        'GET /api/consultations/7': () => makeConsultation(7, { spam }),
        'POST /api/consultations/7/spam': () => {
          spam = true;
          return makeConsultation(7, { spam });
        },
      },
    );

    fireEvent.keyDown(within(dialog).getByRole('button', { name: '更多操作' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: '标记为垃圾' }, within5s));

    await waitFor(() => expect(sent(asked, 'POST', '/api/consultations/7/spam')).toEqual([{ spam: true }]), within5s);
    await waitFor(() => expect(within(screen.getByTestId('consultation-dialog')).getByRole('heading', { level: 2 }).textContent).toContain('垃圾咨询'), within5s);
  });

  it('when anonymising is confirmed, then the erasure is asked for and the dialog shows the fields as erased', async () => {
    let erased = false;
    const blank = { name: '', email: '', phone: '', message: '', anonymizedAt: '2025-02-01T00:00:00.000Z' };
    const { dialog, asked } = await openSeven(
      {},
      {
        'GET /api/consultations/7': () => makeConsultation(7, erased ? blank : {}),
        'POST /api/consultations/7/anonymize': () => {
          erased = true;
          return makeConsultation(7, blank);
        },
      },
    );

    fireEvent.keyDown(within(dialog).getByRole('button', { name: '更多操作' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: '删除个人信息' }, within5s));
    const question = await screen.findByRole('alertdialog', {}, within5s);
    expect(question.textContent).toContain('无法撤销');
    fireEvent.click(within(question).getByRole('button', { name: '永久删除' }));

    await screen.findByTestId('consultation-anonymized', {}, within5s);
    expect(sent(asked, 'POST', '/api/consultations/7/anonymize')).toHaveLength(1);
    expect(within(screen.getByTestId('consultation-dialog')).getByTestId('consultation-message').textContent).toBe('（已删除）');
  });
});

describe('ConsultationDetailDialog, a sales consultant', () => {
  it('when she opens the rarer actions, then spam is offered but neither erasing the personal data nor deleting', async () => {
    const { dialog } = await openSeven({}, {}, 'sales');

    fireEvent.keyDown(within(dialog).getByRole('button', { name: '更多操作' }), { key: 'Enter' });

    expect(await screen.findByRole('menuitem', { name: '标记为垃圾' }, within5s)).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: '删除个人信息' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: '删除咨询' })).toBeNull();
  });
});

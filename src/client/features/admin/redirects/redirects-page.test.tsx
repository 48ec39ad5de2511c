// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotFoundList, Redirect, RedirectImportAnswer, RedirectList } from '@shared/schemas/redirects';
import zhCommon from '@/i18n/locales/zh/common';
import { renderAdmin } from '../shared/test-utils';
import RedirectsPage from './redirects-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const redirect = (id: number, fields: Partial<Redirect> = {}): Redirect => ({
  id,
  fromPath: `/old-${id}`,
  toPath: `/new-${id}`,
  status: 301,
  source: 'staff',
  hits: 0,
  lastHitAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...fields,
});

const list = (items: Redirect[]): RedirectList => ({ items, total: items.length, page: 1, pageSize: 25 });
const notFound: NotFoundList = {
  items: [{ path: '/missing-guide', hits: 7, firstSeenAt: '2026-11-02T00:00:00.000Z', lastSeenAt: '2026-11-27T06:30:00.000Z', referrer: 'https://www.google.com/', bot: false }],
  total: 1,
};

/** Answers the redirects API from `routes` ("METHOD /path" -> [status, body]); records each call with its query and body. */
function serve(routes: Record<string, [number, unknown]>) {
  const asked: { method: string; path: string; search: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    asked.push({ method, path: url.pathname, search: url.search, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const [status, body] = routes[`${method} ${url.pathname}`] ?? [404, { message: 'not here', code: 'NOT_FOUND' }];
    return status === 204 ? new Response(null, { status }) : Response.json(body, { status });
  });
  return asked;
}

const open = (route = '/redirects', language: 'zh' | 'en' = 'zh') => renderAdmin(<RedirectsPage />, { route, path: '/redirects', language, user: 'editor' });

describe('RedirectsPage', () => {
  it('when redirects exist, then each shows both addresses, the external mark, its type, source, hits and last hit in Singapore time', async () => {
    serve({
      'GET /api/redirects': [200, list([redirect(1, { toPath: 'https://example.com/x', status: 302, source: 'auto', hits: 3, lastHitAt: '2026-11-27T06:30:00.000Z' })])],
      'GET /api/redirects/not-found': [200, { items: [], total: 0 }],
    });
    open('/redirects', 'en');

    const row = await screen.findByTestId('redirect-row');

    expect(within(row).getByTestId('redirect-from').textContent).toBe('/old-1');
    expect(within(row).getByTestId('redirect-to').textContent).toContain('https://example.com/x');
    expect(within(row).getByText('External address')).toBeTruthy();
    expect(within(row).getByText('302 temporary')).toBeTruthy();
    expect(within(row).getByTestId('redirect-source').textContent).toBe('Auto');
    expect(row.textContent).toContain('3 hits');
    // 06:30 UTC is 14:30 in Singapore
    expect(row.textContent).toMatch(/27 Nov 2026.*2:30/);
    expect(await screen.findByTestId('not-found-empty')).toBeTruthy();
  });

  it('when "Redirect to…" is clicked on an address not found, then the Add form opens with it as the old address and the address bar says so', async () => {
    serve({ 'GET /api/redirects': [200, list([])], 'GET /api/redirects/not-found': [200, notFound] });
    open();

    const row = await screen.findByTestId('not-found-row');
    expect(row.textContent).toContain('7 次');
    expect(row.textContent).toContain('https://www.google.com/');
    fireEvent.click(within(row).getByRole('button', { name: /跳转到…/ }));

    const dialog = await screen.findByRole('dialog', { name: '添加跳转' });
    expect((within(dialog).getByRole('textbox', { name: '旧地址' }) as HTMLInputElement).value).toBe('/missing-guide');
    expect(screen.getByTestId('location').textContent).toBe('/redirects?from=%2Fmissing-guide');
  });

  it('when the new address is invalid, then the error shows under it and nothing is sent; when the server refuses a loop, then its message shows under the new address', async () => {
    const asked = serve({
      'GET /api/redirects': [200, list([])],
      'GET /api/redirects/not-found': [200, { items: [], total: 0 }],
      'POST /api/redirects': [409, { message: 'loop', code: 'REDIRECT_LOOP' }],
    });
    open('/redirects?from=/a');
    const dialog = await screen.findByRole('dialog', { name: '添加跳转' });
    const to = within(dialog).getByRole('textbox', { name: '新地址' });

    fireEvent.change(to, { target: { value: 'not a path' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));

    expect(await within(dialog).findByText('新地址必须以 / 开头，或是完整的 http(s) 网址')).toBeTruthy();
    expect(asked.some((a) => a.method === 'POST')).toBe(false);

    fireEvent.change(to, { target: { value: '/b' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(document.getElementById('redirect-to-error')?.textContent).toBe(zhCommon.errors.REDIRECT_LOOP));
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(asked.find((a) => a.method === 'POST')?.body).toEqual({ fromPath: '/a', toPath: '/b', status: 301 });
  });

  it('when a CSV is imported, then the counts and each refused line with its reason in the reader’s language show', async () => {
    const answer: RedirectImportAnswer = {
      created: 2,
      updated: 1,
      errors: [
        { line: 3, code: 'redirectFromInvalid', message: 'the old address must be a path' },
        { line: 5, code: 'REDIRECT_LOOP', message: 'loop' },
      ],
    };
    const asked = serve({ 'GET /api/redirects': [200, list([])], 'GET /api/redirects/not-found': [200, { items: [], total: 0 }], 'POST /api/redirects/import': [200, answer] });
    open('/redirects', 'en');

    fireEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import CSV' });
    fireEvent.change(within(dialog).getByLabelText('CSV text'), { target: { value: 'from,to\n/a,/b\nbad,/c' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    const result = await within(dialog).findByTestId('import-result');
    expect(result.textContent).toContain('2 created, 1 updated');
    const lines = within(result).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines[0]).toContain('Line 3');
    expect(lines[0]).toContain('The old address must be a path on this site');
    expect(lines[1]).toContain('Line 5');
    expect(lines[1]).toContain('This redirect would lead back to its own address');
    expect(asked.find((a) => a.path === '/api/redirects/import')?.body).toEqual({ csv: 'from,to\n/a,/b\nbad,/c' });
  });
});

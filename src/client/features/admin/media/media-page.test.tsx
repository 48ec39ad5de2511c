// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaLibraryItem, MediaPage as Page } from '@shared/schemas/media';
import { renderAdmin } from '../shared/test-utils';
import MediaPage from './media-page';

const id = 'a'.repeat(24);
const item: MediaLibraryItem = {
  id,
  url: `/media/${id}/w960.webp`,
  width: 1600,
  height: 900,
  alt: '办公室',
  altEn: '',
  bytes: 250_000,
  contentType: 'image/jpeg',
  createdAt: '2026-11-01T00:00:00.000Z',
  variants: [{ width: 480, height: 270, url: `/media/${id}/w480.webp` }],
  ogUrl: `/media/${id}/og1200.jpg`,
  usedIn: [{ id: 7, articleId: null, title: '公司注册指南', trashed: false }],
};

/** Answers the media API ("METHOD /path" -> [status, body]); records each call with its JSON body. */
function serve(routes: Record<string, [number, unknown]>) {
  const asked: { method: string; path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    asked.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const [status, body] = routes[`${method} ${path}`] ?? [404, { message: 'not here', code: 'NOT_FOUND' }];
    return status === 204 ? new Response(null, { status }) : Response.json(body, { status });
  });
  return asked;
}

const page: Page = { items: [item], total: 1, page: 1, pageSize: 24 };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('MediaPage', () => {
  it('when an image is used by an article, then its tile shows size, dimensions and a link to edit that article', async () => {
    serve({ 'GET /api/media': [200, page] });

    renderAdmin(<MediaPage />, { user: 'editor' });

    const tile = await screen.findByTestId('media-tile');
    expect(within(tile).getByText('1600 × 900 像素')).toBeTruthy();
    expect(within(tile).getByText('244 KB')).toBeTruthy();
    expect(within(tile).getByRole('link', { name: '公司注册指南' }).getAttribute('href')).toBe('/articles?edit=7');
  });

  it('when delete is refused because the image is in use, then the articles the server named are listed', async () => {
    serve({
      'GET /api/media': [200, page],
      [`DELETE /api/media/${id}`]: [409, { message: 'in use', code: 'MEDIA_IN_USE', fieldErrors: { usedIn: ['公司注册指南', '另一篇文章'] } }],
    });
    renderAdmin(<MediaPage />, { user: 'editor' });
    fireEvent.click(within(await screen.findByTestId('media-tile')).getByRole('button', { name: '删除' }));

    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }));

    const list = await screen.findByTestId('media-in-use');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['公司注册指南', '另一篇文章']);
  });

  it('when staff change the English alt text and leave the field, then only that text is saved', async () => {
    const asked = serve({ 'GET /api/media': [200, page], [`PATCH /api/media/${id}`]: [200, item] });
    renderAdmin(<MediaPage />, { user: 'editor' });
    const field = await screen.findByLabelText('替代文字（英文）');

    fireEvent.change(field, { target: { value: ' Our office ' } });
    fireEvent.blur(field);

    await waitFor(() => expect(asked.find((a) => a.method === 'PATCH')?.body).toEqual({ altEn: 'Our office' }));
  });
});

describe('MediaPage, by role', () => {
  it('when an author opens the library, then she sees the images but no delete and no alt text she could change', async () => {
    serve({ 'GET /api/media': [200, page] });

    renderAdmin(<MediaPage />, { user: 'author' });

    const tile = await screen.findByTestId('media-tile');
    expect(within(tile).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(tile).getByLabelText('替代文字（中文）').hasAttribute('readonly')).toBe(true);
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n';
import { trustDetailsQuery } from '@/lib/home-content-queries';
import { PageHead } from '@/lib/page-head';
import { contactQuery } from '@/lib/public-queries';
import { Breadcrumb } from './breadcrumb';

afterEach(cleanup);

/** The JSON-LD blocks the browser's head holds now, by type. */
const headBlocks = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"][data-head]')].map((el) => JSON.parse(el.textContent ?? '') as Record<string, unknown>);

function renderSite() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(contactQuery('en').queryKey, { id: 1, phone: '+65 6000 0000', email: '', address: '', businessHours: '', weekendHours: '' } as never);
  queryClient.setQueryData(trustDetailsQuery().queryKey, { licenceNumber: '', uen: '', registeredAddress: '', mapUrl: '' });
  const router = createMemoryRouter(
    [
      {
        path: '/privacy',
        element: (
          <>
            <PageHead title="Privacy notice" />
            <Breadcrumb crumbs={[{ label: 'Home', to: '/' }, { label: 'Privacy notice' }]} />
          </>
        ),
      },
      { path: '/', element: <PageHead website /> },
    ],
    { initialEntries: ['/privacy'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n('en')}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('Breadcrumb and PageHead in the browser', () => {
  it('when a page with a breadcrumb is shown, then the head holds the organisation and a BreadcrumbList of the visible entries', async () => {
    renderSite();

    // the JSON-LD builders are a chunk of their own: the blocks come once it is loaded
    await waitFor(() => expect(headBlocks()).toHaveLength(2));
    const blocks = headBlocks();
    const visible = screen.getAllByRole('listitem').filter((li) => !li.hasAttribute('aria-hidden')).map((li) => li.textContent);
    expect(blocks.map((b) => b['@type'])).toEqual(['Organization', 'BreadcrumbList']);
    expect(blocks[0]!.telephone).toBe('+65 6000 0000');
    expect((blocks[1]!.itemListElement as { name: string }[]).map((i) => i.name)).toEqual(visible);
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/\/og\/site-en\.png$/);
  });

  it('when the visitor moves on to a page without a breadcrumb, then the BreadcrumbList goes and the new page\'s blocks replace the old', async () => {
    const router = renderSite();

    await act(() => router.navigate('/'));

    await waitFor(() => expect(headBlocks().map((b) => b['@type'])).toEqual(['Organization', 'WebSite']));
    expect(document.head.querySelectorAll('title, [data-head]').length).toBeGreaterThan(5);
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostedEnquiry } from '@shared/enquiry-form';
import { CONSENT_VERSION } from '@shared/privacy';
import { createI18n, type Language } from '@/i18n';
import enSite from '@/i18n/locales/en/site';
import zhSite from '@/i18n/locales/zh/site';
import { ConsultationForm } from './consultation-form';
import { postedEnquiryKey } from './posted-enquiry';

/** The form's page, as the server and the browser both build it; the query client may hold what the server drew. */
function page(lang: Language, route: string, queryClient = new QueryClient()) {
  function Address() {
    const { search } = useLocation();
    return <output data-testid="address">{search}</output>;
  }
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter initialEntries={[route]}>
          <ConsultationForm />
          <Address />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

function servePosts() {
  const posts: Record<string, unknown>[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/public/enquiry-token') return Response.json({ token: 't' });
    if (init?.method === 'POST') {
      posts.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return Response.json({ id: 1 }, { status: 201 });
    }
    return Response.json({ message: 'not here', code: 'NOT_FOUND' }, { status: 404 });
  });
  return posts;
}

const byName = <T extends Element = HTMLInputElement>(root: ParentNode, name: string) => root.querySelector<T & Element>(`[name="${name}"]`)!;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('ConsultationForm without its script', () => {
  it('when rendered, then the browser itself posts it to the contact page of its language, with the notice version and its page', () => {
    const { container } = render(page('en', '/?utm_source=paper'));

    const form = container.querySelector('form')!;

    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/en/contact#enquiry-form');
    expect(byName(form, 'consentVersion').value).toBe(CONSENT_VERSION);
    expect(byName(form, 'sourcePage').value).toBe('/en?utm_source=paper');
    cleanup();
    expect(render(page('zh', '/contact')).container.querySelector('form')!.getAttribute('action')).toBe('/contact#enquiry-form');
  });

  it('when the server drew it again after a post, then the values are kept and each wrong field has its message under it', () => {
    const queryClient = new QueryClient();
    const posted: PostedEnquiry = {
      status: 400,
      values: { name: '陈测试', email: 'chen@example', phone: '+65 8000 0000', service: 'education', message: '想了解', consent: true },
      website: '',
      sourcePage: '/',
      invalid: ['email'],
    };
    queryClient.setQueryData(postedEnquiryKey, posted);

    const { container } = render(page('zh', '/contact', queryClient));

    const email = screen.getByLabelText(zhSite.contact.form.email, { exact: false, selector: 'input' });
    expect(screen.getByText(zhSite.contact.errors.emailInvalid).id).toBe(email.getAttribute('aria-describedby'));
    expect((email as HTMLInputElement).value).toBe('chen@example');
    expect(byName(container, 'name').value).toBe('陈测试');
    expect(byName<HTMLSelectElement>(container, 'service').value).toBe('education');
    expect(byName(container, 'consent').checked).toBe(true);
    expect(byName(container, 'sourcePage').value).toBe('/');
    expect(queryClient.getQueryData(postedEnquiryKey)).toBeUndefined(); // the next page's form starts empty
  });

  it('when the address says the enquiry was sent, then the thank-you shows, and "send another" takes that off the address', async () => {
    render(page('en', '/contact?enquiry=sent'));

    fireEvent.click(await screen.findByRole('button', { name: enSite.contact.thanks.another }));

    expect(screen.getByTestId('address').textContent).toBe('');
    expect(screen.getByRole('button', { name: enSite.contact.form.submit })).toBeTruthy();
  });

  it('when a visitor typed, picked and ticked before hydration, then hydration keeps it all, the next change does not wipe it, and it is sent', async () => {
    const posts = servePosts();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page('zh', '/contact'));
    byName(container, 'name').value = '早到的访客';
    byName(container, 'email').value = 'early@example.com';
    byName<HTMLSelectElement>(container, 'service').value = 'business';
    byName<HTMLTextAreaElement>(container, 'message').value = '在脚本之前写下的';
    byName(container, 'consent').checked = true;

    const root = await act(async () => hydrateRoot(container, page('zh', '/contact')));
    fireEvent.change(byName(container, 'phone'), { target: { value: '+65 8000 0001' } });

    expect(byName(container, 'name').value).toBe('早到的访客');
    expect(byName(container, 'consent').checked).toBe(true);
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ name: '早到的访客', email: 'early@example.com', phone: '+65 8000 0001', type: 'business', message: '在脚本之前写下的', consent: true });
    act(() => root.unmount());
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_VERSION } from '@shared/privacy';
import { createI18n, type Language } from '@/i18n';
import enSite from '@/i18n/locales/en/site';
import zhSite from '@/i18n/locales/zh/site';
import { ConsultationForm } from './consultation-form';

interface Asked {
  method: string;
  path: string;
  body: unknown;
}

/** The public API as the form meets it: the token endpoint (or its failure) and the enquiry POST. Records every request. */
function serve({ token = 'signed-token' as string | null } = {}) {
  const asked: Asked[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    asked.push({ method, path: url.pathname, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined });
    if (method === 'GET' && url.pathname === '/api/public/enquiry-token') {
      return token ? Response.json({ token }) : Response.json({ message: 'down', code: 'INTERNAL' }, { status: 503 });
    }
    if (method === 'POST' && url.pathname === '/api/public/consultations') return Response.json({ id: 7 }, { status: 201 });
    return Response.json({ message: 'not here', code: 'NOT_FOUND' }, { status: 404 });
  });
  return { asked, posts: () => asked.filter((a) => a.method === 'POST').map((a) => a.body as Record<string, unknown>) };
}

function renderForm(lang: Language = 'zh', route = '/contact') {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter initialEntries={[route]}>
          <ConsultationForm />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

function fillFields(lang: Language = 'zh') {
  const form = (lang === 'zh' ? zhSite : enSite).contact.form;
  const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, select, textarea' });
  fireEvent.focus(field(form.name));
  fireEvent.change(field(form.name), { target: { value: '陈测试' } });
  fireEvent.change(field(form.email), { target: { value: 'chen@example.com' } });
  fireEvent.change(field(form.phone), { target: { value: '+65 8000 0000' } });
  fireEvent.change(field(form.service), { target: { value: 'education' } });
  fireEvent.change(field(form.message), { target: { value: '想了解 AEIS 考试' } });
}

const consentBox = () => screen.getByRole('checkbox');
const submit = () => fireEvent.submit(screen.getByRole('button', { name: zhSite.contact.form.submit }).closest('form')!);

beforeEach(() => {
  window.history.replaceState(null, '', '/contact');
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ConsultationForm', () => {
  it('when everything but the consent is filled, then the consent error shows in the page language and nothing is sent', async () => {
    const { posts } = serve();
    renderForm();
    fillFields();

    submit();

    expect((await screen.findByText(zhSite.contact.form.consent.error)).id).toBe(consentBox().getAttribute('aria-describedby'));
    expect(consentBox().getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toEqual([]);
  });

  it('when the consent is ticked afterwards, then its error goes and the enquiry is sent with consent and the notice version', async () => {
    const { posts } = serve();
    renderForm();
    fillFields();
    submit();
    await screen.findByText(zhSite.contact.form.consent.error);

    fireEvent.click(consentBox());
    submit();

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ consent: true, consentVersion: CONSENT_VERSION });
    expect(screen.queryByText(zhSite.contact.form.consent.error)).toBeNull();
  });

  it('when rendered, then the consent names the company and links to the privacy notice, in English on English pages', () => {
    renderForm('en');

    const link = screen.getByRole('link', { name: new RegExp(enSite.contact.form.consent.link) });

    expect(link.getAttribute('href')).toBe('/privacy');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(consentBox().closest('div')!.textContent).toContain('Global Gateway Consulting Group Singapore may use these details');
  });

  it('when rendered, then the honeypot "website" is in the form but out of the accessibility tree and the tab order', () => {
    const { container } = renderForm();

    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;

    expect(honeypot).not.toBeNull();
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')?.hasAttribute('inert')).toBe(true);
    expect(screen.queryByRole('textbox', { name: zhSite.contact.form.website })).toBeNull();
    expect(screen.getAllByRole('textbox').map((el) => el.getAttribute('name'))).toEqual(['name', 'email', 'phone', 'message']);
  });

  it('when sent from a page with utm parameters, then the payload carries the token fetched as the form mounted, the page, its language and the campaign', async () => {
    window.history.replaceState(null, '', '/en/contact?utm_source=newsletter&utm_campaign=autumn');
    const { asked, posts } = serve({ token: 'issued-at-mount' });
    renderForm('en');
    // at mount, before any focus: the timing counts from when the form could be filled (not while rendering: the HTML is shared)
    await waitFor(() => expect(asked.map((a) => a.path)).toEqual(['/api/public/enquiry-token']));
    fillFields('en');
    fireEvent.click(consentBox());

    fireEvent.submit(consentBox().closest('form')!);

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(asked.map((a) => `${a.method} ${a.path}`)).toEqual(['GET /api/public/enquiry-token', 'POST /api/public/consultations']);
    expect(posts()[0]).toEqual({
      name: '陈测试',
      email: 'chen@example.com',
      phone: '+65 8000 0000',
      type: 'education',
      message: '想了解 AEIS 考试',
      status: 'Pending',
      consent: true,
      consentVersion: CONSENT_VERSION,
      formToken: 'issued-at-mount',
      website: '',
      sourcePage: '/en/contact?utm_source=newsletter&utm_campaign=autumn',
      lang: 'en',
      utm: { source: 'newsletter', campaign: 'autumn' },
    });
  });

  it('when the token cannot be fetched, then the enquiry is still sent, without a token', async () => {
    const { posts } = serve({ token: null });
    renderForm();
    fillFields();
    fireEvent.click(consentBox());

    submit();

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ name: '陈测试', consent: true });
    expect(posts()[0]).not.toHaveProperty('formToken');
  });

  it('when a bot fills the honeypot, then its value is sent as "website" for the server to judge', async () => {
    const { posts } = serve();
    const { container } = renderForm();
    fillFields();
    fireEvent.click(consentBox());
    fireEvent.change(container.querySelector('input[name="website"]')!, { target: { value: 'https://spam.example' } });

    submit();

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ website: 'https://spam.example' });
  });

  it('when fields are empty or wrong, then each shows its own message under it, tied by aria-describedby, in the page language', async () => {
    const { posts } = serve();
    renderForm('en');
    fillFields('en');
    const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, select, textarea' });
    fireEvent.change(field(enSite.contact.form.name), { target: { value: '' } });
    fireEvent.change(field(enSite.contact.form.phone), { target: { value: 'call me' } });
    fireEvent.click(consentBox());

    fireEvent.submit(consentBox().closest('form')!);

    const nameError = await screen.findByText(enSite.contact.errors.name);
    const phoneError = screen.getByText(enSite.contact.errors.phoneInvalid);
    expect(field(enSite.contact.form.name).getAttribute('aria-describedby')).toBe(nameError.id);
    expect(field(enSite.contact.form.phone).getAttribute('aria-describedby')).toBe(phoneError.id);
    expect(field(enSite.contact.form.phone).getAttribute('aria-invalid')).toBe('true');
    expect(field(enSite.contact.form.email).getAttribute('aria-invalid')).toBeNull();
    expect(posts()).toEqual([]);
  });

  it('when the phone has too few digits, then the Chinese message says what a phone number looks like', async () => {
    const { posts } = serve();
    renderForm();
    fillFields();
    fireEvent.change(screen.getByLabelText(zhSite.contact.form.phone, { exact: false, selector: 'input' }), { target: { value: '123' } });
    fireEvent.click(consentBox());

    submit();

    expect(await screen.findByText(zhSite.contact.errors.phoneInvalid)).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('when the enquiry is sent, then a thank-you panel says what happens next, and "send another" brings back an empty form', async () => {
    serve();
    renderForm();
    fillFields();
    fireEvent.click(consentBox());

    submit();

    const panel = await screen.findByTestId('enquiry-thanks');
    expect(panel.textContent).toContain(zhSite.contact.thanks.text);
    expect(screen.queryByRole('button', { name: zhSite.contact.form.submit })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: zhSite.contact.thanks.another }));
    expect((screen.getByLabelText(zhSite.contact.form.name, { exact: false, selector: 'input' }) as HTMLInputElement).value).toBe('');
  });

  it('when the address names a service, then the form opens with it chosen; an unknown one chooses nothing', () => {
    renderForm('zh', '/contact?service=business');
    expect((screen.getByLabelText(zhSite.contact.form.service, { exact: false, selector: 'select' }) as HTMLSelectElement).value).toBe('business');
    cleanup();

    renderForm('zh', '/contact?service=nonsense');

    expect((screen.getByLabelText(zhSite.contact.form.service, { exact: false, selector: 'select' }) as HTMLSelectElement).value).toBe('');
  });

  it('when the rate limit refuses the enquiry, then the page offers the phone and WeChat that are set, in its language', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/public/enquiry-token') return Response.json({ token: 't' });
      if (url.pathname === '/api/contact') return Response.json({ phone: '+65 6123 4567', email: '', wechat: 'ggc-sg', address: '', businessHours: '', weekendHours: '' });
      if (init?.method === 'POST') return Response.json({ message: 'Too many requests', error: 'Too Many Requests', code: 'RATE_LIMITED' }, { status: 429 });
      return Response.json({ message: 'not here', code: 'NOT_FOUND' }, { status: 404 });
    });
    renderForm('en');
    fillFields('en');
    fireEvent.click(consentBox());

    fireEvent.submit(consentBox().closest('form')!);

    const note = await screen.findByTestId('enquiry-rate-limited');
    expect(note.textContent).toContain(enSite.contact.rateLimited.text);
    await waitFor(() => expect(note.textContent).toContain('+65 6123 4567'));
    expect(note.textContent).toContain('ggc-sg');
  });

  it.each(['zh', 'en'] as const)('when the email and the phone are wrong (%s), then each shows its message under it in the page language, the first is focused, and the browser bubble is off', async (lang) => {
    const { posts } = serve();
    const strings = (lang === 'zh' ? zhSite : enSite).contact;
    const { container } = renderForm(lang);
    fillFields(lang);
    fireEvent.change(screen.getByLabelText(strings.form.email, { exact: false, selector: 'input' }), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText(strings.form.phone, { exact: false, selector: 'input' }), { target: { value: '12' } });
    fireEvent.click(consentBox());

    fireEvent.submit(container.querySelector('form')!);

    const email = screen.getByLabelText(strings.form.email, { exact: false, selector: 'input' });
    const phone = screen.getByLabelText(strings.form.phone, { exact: false, selector: 'input' });
    expect((await screen.findByText(strings.errors.emailInvalid)).id).toBe(email.getAttribute('aria-describedby'));
    expect(screen.getByText(strings.errors.phoneInvalid).id).toBe(phone.getAttribute('aria-describedby'));
    expect(document.activeElement).toBe(email);
    expect(container.querySelector('form')!.noValidate).toBe(true);
    expect(posts()).toEqual([]);
  });
});

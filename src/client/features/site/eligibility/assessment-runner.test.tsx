// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enCommon from '@/i18n/locales/en/common';
import enSite from '@/i18n/locales/en/site';
import zhSite from '@/i18n/locales/zh/site';
import type { Language } from '@/i18n';
import { AssessmentRunner } from './components/assessment-runner';
import { content, eligibilityTree } from './test-utils';

const { sendEvent, notify } = vi.hoisted(() => ({ sendEvent: vi.fn(), notify: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/features/site/analytics', () => ({ sendEvent }));
vi.mock('@/components/ui/notify', () => ({ notify }));

const en = enSite.eligibility;
const form = enSite.contact.form;

/** The public API as the enquiry form meets it: the token, and the POST's answer. Records every request. */
function serve(post: () => Response = () => Response.json({ id: 7 }, { status: 201 })) {
  const posts: Record<string, unknown>[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/public/enquiry-token') return Response.json({ token: 'signed-token' });
    if (init?.method === 'POST' && url.pathname === '/api/public/consultations') {
      posts.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return post();
    }
    return Response.json({ message: 'not here', code: 'NOT_FOUND' }, { status: 404 });
  });
  return { posts };
}

function renderRunner({ lang = 'en', preview = false }: { lang?: Language; preview?: boolean } = {}) {
  const onFinish = vi.fn();
  render(eligibilityTree(<AssessmentRunner content={content} lang={lang} slug="entrepass-check" versionId={preview ? null : 12} preview={preview} onFinish={onFinish} />, { lang }));
  return { onFinish };
}

const nextButton = () => screen.getByRole('button', { name: new RegExp(`^(${en.runner.next}|${en.runner.seeResult})$`) }) as HTMLButtonElement;
const next = () => fireEvent.click(nextButton());
const back = () => fireEvent.click(screen.getByRole('button', { name: en.runner.back }));
const years = () => screen.getByRole('spinbutton', { name: 'How many years have you worked full time?' }) as HTMLInputElement;
const typeYears = (value: string) => fireEvent.change(years(), { target: { value } });
const progress = () => screen.getByRole('progressbar');

/** years, degree (a label) and refused ('Yes'/'No'), then the result. */
function answerAll(y: string, degree: string, refused: 'Yes' | 'No') {
  typeYears(y);
  next();
  fireEvent.click(screen.getByRole('radio', { name: degree }));
  next();
  fireEvent.click(screen.getByRole('button', { name: refused }));
  next();
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input:not([type=checkbox]), select, textarea' }) as HTMLInputElement;
function fillEnquiry() {
  fireEvent.change(field(form.name), { target: { value: 'Alex Tan' } });
  fireEvent.change(field(form.email), { target: { value: 'alex@example.com' } });
  fireEvent.change(field(form.phone), { target: { value: '+65 8000 0000' } });
  fireEvent.change(field(form.message), { target: { value: 'About EntrePass' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /may use these details/ }));
}
const attachBox = () => screen.getByRole('checkbox', { name: en.attach.label }) as HTMLInputElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: form.submit }));

beforeEach(() => window.history.replaceState(null, '', '/en/eligibility/entrepass-check'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sendEvent.mockReset();
  notify.error.mockReset();
  notify.success.mockReset();
});

describe('AssessmentRunner', () => {
  it('when it starts, then it shows the first question alone with its help, "Question 1 of 3" and Next held back until it is answered', () => {
    renderRunner();

    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('How many years have you worked full time?');
    expect(screen.getByText('Full-time work only.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(progress().getAttribute('aria-valuenow')).toBe('1');
    expect(progress().getAttribute('aria-valuemax')).toBe('3');
    expect(progress().getAttribute('aria-valuetext')).toBe('Question 1 of 3');
    expect(nextButton().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: en.runner.back })).toBeNull();
  });

  it('when a number is outside its range or between steps, then Next stays disabled and the message says what fits', () => {
    renderRunner();

    typeYears('41');
    expect(nextButton().disabled).toBe(true);
    expect(years().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('That number is out of range: enter one from 0 to 40.')).toBeTruthy();
    typeYears('2.5');
    expect(nextButton().disabled).toBe(true);
    typeYears('-1');
    expect(nextButton().disabled).toBe(true);

    typeYears('40');

    expect(nextButton().disabled).toBe(false);
    expect(years().getAttribute('aria-invalid')).toBeNull();
    expect([years().min, years().max, years().step]).toEqual(['0', '40', '1']);
    expect(screen.getByText('years')).toBeTruthy();
  });

  it('when the visitor goes back, then every answer is still there and the progress follows', () => {
    renderRunner();
    typeYears('10');
    next();
    expect(progress().getAttribute('aria-valuenow')).toBe('2');
    expect(nextButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Master' }));
    next();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));

    back();
    expect((screen.getByRole('radio', { name: 'Master' }) as HTMLInputElement).checked).toBe(true);
    back();

    expect(years().value).toBe('10');
    expect(progress().getAttribute('aria-valuetext')).toBe('Question 1 of 3');
    next();
    next();
    expect(screen.getByRole('button', { name: 'No' }).getAttribute('aria-pressed')).toBe('true');
    expect(nextButton().textContent).toBe(en.runner.seeResult);
  });

  it('when the last answer is given, then the result shows its outcome, tone, disclaimer and reviewed date; changing an answer changes it', () => {
    const { onFinish } = renderRunner();
    answerAll('10', 'Bachelor', 'No');

    const result = within(screen.getByTestId('assessment-result'));
    expect(result.getByRole('heading', { name: 'You are likely eligible' })).toBeTruthy();
    expect(result.getByTestId('assessment-tone').textContent).toBe(en.result.tones.likely);
    expect(result.getByText('You can start on the documents.')).toBeTruthy();
    expect(result.getByText('An indication only, not legal advice.')).toBeTruthy();
    expect(result.getByTestId('assessment-reviewed').textContent).toBe('Last reviewed 10 March 2025');
    expect(onFinish).toHaveBeenLastCalledWith(expect.objectContaining({ ok: true, score: 3 }), { years: 10, degree: 'bachelor', refused: 'no' });

    fireEvent.click(result.getByRole('button', { name: en.result.change }));
    expect(years().value).toBe('10');
    next();
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    next();

    expect(screen.getByRole('heading', { name: 'Talk to us first' })).toBeTruthy();
    expect(screen.getByTestId('assessment-tone').textContent).toBe(en.result.tones.possible);
  });

  it('when fewer points are scored, then the grey outcome says so in words, and the date is in Chinese on a Chinese page', () => {
    renderRunner({ lang: 'zh' });
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: zhSite.eligibility.runner.next }));
    fireEvent.click(screen.getByRole('radio', { name: '无' }));
    fireEvent.click(screen.getByRole('button', { name: zhSite.eligibility.runner.next }));
    fireEvent.click(screen.getByRole('button', { name: '否' }));
    fireEvent.click(screen.getByRole('button', { name: zhSite.eligibility.runner.seeResult }));

    expect(screen.getByRole('heading', { name: '暂时还不符合' })).toBeTruthy();
    expect(screen.getByTestId('assessment-tone').textContent).toBe(zhSite.eligibility.result.tones.unlikely);
    expect(screen.getByTestId('assessment-reviewed').textContent).toBe('内容最近审核于 2025年3月10日');
  });

  it('when taken on the site, then one beacon says it started at the first answer and one names the outcome shown, without the answers', () => {
    renderRunner();
    expect(sendEvent).not.toHaveBeenCalled();

    typeYears('10');
    typeYears('12');
    next();
    fireEvent.click(screen.getByRole('radio', { name: 'Master' }));
    next();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    next();

    expect(sendEvent.mock.calls.map(([event]) => event)).toEqual([
      { name: 'assessment', step: 'start', slug: 'entrepass-check', path: '/en/eligibility/entrepass-check' },
      { name: 'assessment', step: 'finish', slug: 'entrepass-check', outcome: 'likely', path: '/en/eligibility/entrepass-check' },
    ]);
  });

  it('when previewed, then it sends no beacon and offers no enquiry', () => {
    const { onFinish } = renderRunner({ preview: true });

    answerAll('10', 'Master', 'Yes');

    expect(screen.getByRole('heading', { name: 'Talk to us first' })).toBeTruthy();
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(sendEvent).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: en.cta.talk })).toBeNull();
    expect(screen.queryByRole('link', { name: en.cta.book })).toBeNull();
    expect(screen.getByText(en.cta.preview)).toBeTruthy();
  });
});

describe('AssessmentRunner, the enquiry under the result', () => {
  it('when "Talk to a consultant" is pressed, then the form opens with the outcome\'s service, the attach box unticked showing what it would send, and the booking link', () => {
    serve();
    renderRunner();
    answerAll('10', 'Master', 'Yes');

    fireEvent.click(screen.getByRole('button', { name: en.cta.talk }));

    expect(field(form.service).value).toBe('business');
    expect(attachBox().checked).toBe(false);
    const attached = within(screen.getByTestId('attached-answers'));
    expect(attached.getAllByRole('definition').map((d) => d.textContent)).toEqual(['10 years', 'Master', 'Yes', 'Talk to us first']);
    expect(attached.getByText('Were you ever refused a pass?')).toBeTruthy();
    expect(screen.getByRole('link', { name: en.cta.book }).getAttribute('href')).toBe('/book?service=business');
  });

  it('when the enquiry is sent without ticking the box, then it carries no assessment', async () => {
    const api = serve();
    renderRunner();
    answerAll('10', 'Bachelor', 'No');
    fireEvent.click(screen.getByRole('button', { name: en.cta.talk }));
    expect(field(form.service).value).toBe('immigration');
    fillEnquiry();

    send();

    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]).toMatchObject({ name: 'Alex Tan', type: 'immigration', consent: true });
    expect(api.posts[0]).not.toHaveProperty('assessment');
  });

  it('when the box is ticked, then the enquiry carries the slug, version, answers and outcome with the consent', async () => {
    const api = serve();
    renderRunner();
    answerAll('10', 'Master', 'Yes');
    fireEvent.click(screen.getByRole('button', { name: en.cta.talk }));
    fillEnquiry();
    fireEvent.click(attachBox());

    send();

    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]).toMatchObject({ type: 'business', message: 'About EntrePass' });
    expect(api.posts[0]!.assessment).toEqual({ slug: 'entrepass-check', versionId: 12, answers: { years: 10, degree: 'master', refused: 'yes' }, outcome: 'talk', consent: true });
    expect(await screen.findByTestId('enquiry-thanks')).toBeTruthy();
  });

  it('when the server says the assessment changed, then its message shows and everything typed stays', async () => {
    const api = serve(() => Response.json({ message: 'changed', code: 'ASSESSMENT_CHANGED' }, { status: 409 }));
    renderRunner();
    answerAll('10', 'Master', 'No');
    fireEvent.click(screen.getByRole('button', { name: en.cta.talk }));
    fillEnquiry();
    fireEvent.click(attachBox());

    send();

    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(enSite.contact.toast.failureTitle, { description: enCommon.errors.ASSESSMENT_CHANGED }));
    expect(api.posts).toHaveLength(1);
    expect([field(form.name).value, field(form.email).value, field(form.message).value, attachBox().checked]).toEqual(['Alex Tan', 'alex@example.com', 'About EntrePass', true]);
    expect(screen.queryByTestId('enquiry-thanks')).toBeNull();
  });

  it('when the visitor goes back to change answers with the form open, then what was typed is kept for when the result shows again', () => {
    serve();
    renderRunner();
    answerAll('10', 'Master', 'No');
    fireEvent.click(screen.getByRole('button', { name: en.cta.talk }));
    fireEvent.change(field(form.name), { target: { value: 'Alex Tan' } });

    fireEvent.click(screen.getByRole('button', { name: en.result.change }));
    expect(screen.queryByRole('button', { name: form.submit })).toBeNull();
    next();
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    next();

    expect(field(form.name).value).toBe('Alex Tan');
    expect(field(form.service).value).toBe('business');
    expect(within(screen.getByTestId('attached-answers')).getAllByRole('definition').at(-1)!.textContent).toBe('Talk to us first');
  });
});

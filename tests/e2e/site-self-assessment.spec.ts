/**
 * "Am I eligible?" (issue 30, docs/decisions/0030-self-assessments.md): an editor writes a bilingual
 * three-question self-check without code, previews it and publishes it; visitors take it on a phone in
 * Chinese and on a desktop in English, go back and change an answer, see the outcome, and send an
 * enquiry with their answers attached; staff see the answers in the inbox.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffUserWithPassword } from '../../src/shared/schemas/staff';
import type { EnquiryAssessment } from '../../src/shared/schemas/assessments';
import type { ConsultationList } from '../../src/shared/schemas/consultations';
import enAdmin from '../../src/client/i18n/locales/en/admin';
import zhAdmin from '../../src/client/i18n/locales/zh/admin';
import enSite from '../../src/client/i18n/locales/en/site';
import zhSite from '../../src/client/i18n/locales/zh/site';
import { apiJson, toast } from './admin-helpers';
import { baseURL, expectNoConsoleErrors, launchBrowser, newPage, pastFormToken, signInAsAdmin } from './fixtures';
import { langPath, whenHydrated } from './site-helpers';

const shotsDir = path.resolve(import.meta.dirname, '../../docs/screenshots');
const site = { zh: zhSite, en: enSite };
const staffText = { zh: zhAdmin, en: enAdmin };
const slugs = { zh: `degree-check-zh-${Date.now().toString(36)}`, en: `degree-check-en-${Date.now().toString(36)}` };
const password = 'Assess-ment-2026!';

let browser: Browser;
let admin: Page;

/** A picture for docs/screenshots: the whole page, or what the screen shows (a dialog over the page). */
async function shot(page: Page, name: string, fullPage = true) {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage });
}

/** An editor's account, its one-time password replaced, signed in on a page of `width` in `lang`. */
async function editorAt(width: number, lang: 'zh' | 'en'): Promise<Page> {
  const username = `assessor${Date.now().toString(36)}`;
  const made = await apiJson<StaffUserWithPassword>(admin, 'POST', '/api/users', { username, email: null, role: 'editor' });
  const page = await newPage(browser, { width, lang });
  const headers = { Origin: baseURL() };
  expect((await page.request.post('/api/login', { data: { username, password: made.oneTimePassword, rememberMe: false }, headers })).ok()).toBe(true);
  expect((await page.request.post('/api/account/password', { data: { currentPassword: made.oneTimePassword, newPassword: password }, headers })).ok()).toBe(true);
  return page;
}

/** An i18n string with its {{placeholders}} filled. */
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

const item = (scope: Locator, heading: string) => scope.getByRole('listitem').filter({ has: scope.page().getByRole('heading', { name: heading, exact: true }) });

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newPage(browser);
  await signInAsAdmin(admin);
});

afterAll(async () => {
  await admin?.context().close();
  await browser?.close();
});

describe('self-assessments', () => {
  for (const [lang, width] of [
    ['zh', 375],
    ['en', 1280],
  ] as const) {
    it(`when an editor writes a three-question self-check in both languages (${lang} screens, ${width} px), previews it and publishes it, then the site shows it in both languages`, async () => {
      const page = await editorAt(width, lang);
      const clean = expectNoConsoleErrors(page);
      const a = staffText[lang].assessments;
      const w = a.where;
      const e = a.editor;
      /** A field's label in one language of the content, as the editor names it ("Title · Chinese"). */
      const inLang = (label: string, l: 'zh' | 'en') => fill(e.inLanguage, { label, language: w[l] });
      await page.goto('/assessments');
      await page.getByRole('link', { name: a.add }).click();
      await page.waitForURL('**/assessments/new');

      const texts = page.getByRole('region', { name: e.texts.title });
      await whenHydrated(texts.getByLabel(inLang(w.title, 'en')));
      await texts.getByLabel(inLang(w.title, 'zh')).fill('学位自测');
      await texts.getByLabel(inLang(w.title, 'en')).fill('Degree self-check');
      await texts.getByLabel(inLang(w.intro, 'zh')).fill('三个问题，看看您是否可能符合条件。');
      await texts.getByLabel(inLang(w.intro, 'en')).fill('Three questions to see whether you may qualify.');
      await texts.getByLabel(inLang(w.disclaimer, 'zh')).fill('结果仅供参考，不构成法律意见。');
      await texts.getByLabel(inLang(w.disclaimer, 'en')).fill('Indicative only, not legal advice.');
      const basics = page.getByRole('region', { name: e.basics.title });
      await basics.getByLabel(e.basics.slug).fill(slugs[lang]);

      // question 1 (yes/no, there from the start): a degree is worth 2 points
      const questions = page.getByRole('region', { name: e.questions.title });
      const q1 = item(questions, fill(w.question, { n: 1 }));
      await q1.getByLabel(inLang(w.text, 'zh')).fill('您是否拥有大学学位？');
      await q1.getByLabel(inLang(w.text, 'en')).fill('Do you hold a university degree?');
      await q1.getByLabel(w.yesPoints).fill('2');
      // question 2 (single choice): years of experience
      await questions.getByRole('combobox', { name: e.questions.newKind }).selectOption({ label: a.kinds.single });
      await questions.getByRole('button', { name: e.questions.add }).click();
      const q2 = item(questions, fill(w.question, { n: 2 }));
      await q2.getByLabel(inLang(w.text, 'zh')).fill('您有多少年工作经验？');
      await q2.getByLabel(inLang(w.text, 'en')).fill('How many years of work experience do you have?');
      await q2.getByLabel(inLang(fill(w.option, { n: 1 }), 'zh')).fill('五年或以上');
      await q2.getByLabel(inLang(fill(w.option, { n: 1 }), 'en')).fill('Five or more');
      await q2.getByRole('spinbutton', { name: w.points }).first().fill('1');
      await q2.getByLabel(inLang(fill(w.option, { n: 2 }), 'zh')).fill('不到五年');
      await q2.getByLabel(inLang(fill(w.option, { n: 2 }), 'en')).fill('Fewer than five');
      // question 3 (yes/no): a job offer, 1 point
      await questions.getByRole('combobox', { name: e.questions.newKind }).selectOption({ label: a.kinds.yesno });
      await questions.getByRole('button', { name: e.questions.add }).click();
      const q3 = item(questions, fill(w.question, { n: 3 }));
      await q3.getByLabel(inLang(w.text, 'zh')).fill('您是否已获得新加坡的工作邀请？');
      await q3.getByLabel(inLang(w.text, 'en')).fill('Do you have a job offer in Singapore?');
      await q3.getByLabel(w.yesPoints).fill('1');

      // outcomes: the first (possibly) for all other answers, a second (likely) from 4 points
      const outcomes = page.getByRole('region', { name: e.outcomes.title });
      const o1 = item(outcomes, fill(w.outcome, { n: 1 }));
      await o1.getByLabel(inLang(w.title, 'zh')).fill('可能符合');
      await o1.getByLabel(inLang(w.title, 'en')).fill('You may qualify');
      await o1.getByLabel(inLang(w.text, 'zh')).fill('请让顾问为您详细评估。');
      await o1.getByLabel(inLang(w.text, 'en')).fill('Let a consultant assess your case.');
      await outcomes.getByRole('button', { name: e.outcomes.add }).click();
      const o2 = item(outcomes, fill(w.outcome, { n: 2 }));
      await o2.getByLabel(w.key).fill('likely');
      await o2.getByLabel(w.key).press('Enter');
      await o2.getByLabel(w.tone).selectOption({ label: a.tones.likely });
      await o2.getByLabel(inLang(w.title, 'zh')).fill('很可能符合');
      await o2.getByLabel(inLang(w.title, 'en')).fill('You are likely to qualify');
      await o2.getByLabel(inLang(w.text, 'zh')).fill('您的条件看起来很好。');
      await o2.getByLabel(inLang(w.text, 'en')).fill('Your profile looks strong.');
      const logic = page.getByRole('region', { name: e.logic.title });
      await logic.getByRole('button', { name: e.logic.addThreshold }).click();
      await logic.getByLabel(e.logic.atLeastPoints).fill('4');
      await logic.getByRole('listitem').filter({ has: page.getByLabel(e.logic.atLeastPoints) }).getByLabel(e.logic.then).selectOption({ value: 'likely' });

      // nothing left to fix, for saving or publishing
      await expect.poll(() => page.getByTestId('assessment-editor').getByRole('complementary').getByRole('listitem').count()).toBe(0);

      // the preview, in the screens' language: yes, five or more, yes → likely (4 points), nothing sent
      await page.getByRole('button', { name: e.actions.preview }).click();
      const preview = page.getByRole('dialog', { name: e.preview.title });
      const r = site[lang].eligibility.runner;
      await preview.getByRole('button', { name: r.yes, exact: true }).click();
      await preview.getByRole('button', { name: r.next }).click();
      await preview.getByRole('radio', { name: lang === 'zh' ? '五年或以上' : 'Five or more' }).check();
      await preview.getByRole('button', { name: r.next }).click();
      await preview.getByRole('button', { name: r.yes, exact: true }).click();
      await preview.getByRole('button', { name: r.seeResult }).click();
      await expect.poll(() => preview.getByText(lang === 'zh' ? '很可能符合' : 'You are likely to qualify').count()).toBeGreaterThan(0);
      await shot(page, `self-assessment-editor-preview-${lang}-${width}`, false);
      await preview.getByRole('button', { name: staffText[lang].shared.actions.close }).first().click();

      await page.getByRole('button', { name: e.actions.publish, exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: e.actions.publish, exact: true }).click();
      await toast(page, new RegExp(fill(a.toast.published, { version: '\\d+' })));
      clean();
      await page.context().close();

      for (const l of ['zh', 'en'] as const) {
        const res = await admin.request.get(langPath(`/eligibility/${slugs[lang]}`, l));
        expect(res.status()).toBe(200);
        expect(await res.text()).toContain(l === 'zh' ? '学位自测' : 'Degree self-check');
      }
    });
  }

  for (const [lang, width] of [
    ['zh', 375],
    ['en', 1280],
  ] as const) {
    it(`when a visitor takes it (${lang}, ${width} px), goes back and changes an answer, and sends an enquiry with the answers attached, then staff see them in the inbox`, async () => {
      const s = site[lang];
      const e = s.eligibility;
      const page = await newPage(browser, { width, lang });
      const clean = expectNoConsoleErrors(page);
      await page.route('**/api/public/enquiry-token', (route) => route.fulfill({ json: { token: pastFormToken() } }));
      await page.goto(langPath(`/eligibility/${slugs[lang]}`, lang));
      const heading = lang === 'zh' ? '学位自测' : 'Degree self-check';
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const yes = page.getByRole('button', { name: e.runner.yes, exact: true });
      await whenHydrated(yes);

      await yes.click();
      await page.getByRole('button', { name: e.runner.next }).click();
      await page.getByRole('radio', { name: lang === 'zh' ? '五年或以上' : 'Five or more' }).check();
      await page.getByRole('button', { name: e.runner.next }).click();
      await page.getByRole('button', { name: e.runner.yes, exact: true }).click();
      await page.getByRole('button', { name: e.runner.seeResult }).click();
      const likely = lang === 'zh' ? '很可能符合' : 'You are likely to qualify';
      await page.getByText(likely).first().waitFor();

      // back to the questions, the answers kept; no job offer now: 2 + 1 + 0 = 3 points → possibly
      await page.getByRole('button', { name: e.result.change }).click();
      await expect.poll(() => page.getByRole('button', { name: e.runner.yes, exact: true }).getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: e.runner.next }).click();
      expect(await page.getByRole('radio', { name: lang === 'zh' ? '五年或以上' : 'Five or more' }).isChecked()).toBe(true);
      await page.getByRole('button', { name: e.runner.next }).click();
      await page.getByRole('button', { name: e.runner.no, exact: true }).click();
      await page.getByRole('button', { name: e.runner.seeResult }).click();
      const possibly = lang === 'zh' ? '可能符合' : 'You may qualify';
      await page.getByText(possibly, { exact: true }).first().waitFor();
      expect(await page.getByText(likely).count()).toBe(0);
      await shot(page, `self-assessment-result-${lang}-${width}`);

      // talk to a consultant: the form with the service chosen and the answers, attached only when ticked
      await page.getByRole('button', { name: e.cta.talk }).click();
      const form = page.locator('form:not([role=search])').filter({ has: page.getByLabel(s.contact.form.name) }).first();
      const f = s.contact.form;
      await whenHydrated(form.getByLabel(f.name));
      expect(await form.getByLabel(f.service).inputValue()).toBe('immigration');
      const attach = form.getByRole('checkbox', { name: e.attach.label });
      expect(await attach.isChecked()).toBe(false);
      const email = `assessed-${lang}-${Date.now()}@example.com`;
      await form.getByLabel(f.name).fill(lang === 'zh' ? '林先生' : 'Mr Lim');
      await form.getByLabel(f.email).fill(email);
      await form.getByLabel(f.phone).fill('+65 9123 4567');
      await form.getByLabel(f.message).fill(lang === 'zh' ? '请帮我评估。' : 'Please assess my case.');
      await attach.check();
      await form.getByRole('checkbox', { name: lang === 'zh' ? /^我同意/ : /^I agree/ }).check();
      await shot(page, `self-assessment-enquiry-${lang}-${width}`);
      const sent = page.waitForResponse((res) => res.url().endsWith('/api/public/consultations') && res.request().method() === 'POST');
      await form.locator('button[type=submit]').click();
      const answer = await sent;
      expect(answer.status(), await answer.text()).toBe(201);
      const body = answer.request().postDataJSON() as { assessment?: { slug: string; answers: Record<string, unknown>; outcome: string; consent: boolean } };
      expect(body.assessment).toMatchObject({ slug: slugs[lang], answers: { q1: 'yes', q2: 'opt1', q3: 'no' }, consent: true });
      clean();
      await page.context().close();

      // staff: the answers in words, in the visitor's language, with the outcome and the version
      const list = await apiJson<ConsultationList>(admin, 'GET', `/api/consultations?q=${encodeURIComponent(email)}`);
      const enquiry = list.consultations[0]!;
      const attached = await apiJson<{ assessment: EnquiryAssessment }>(admin, 'GET', `/api/consultations/${enquiry.id}/assessment`);
      expect(attached.assessment).toMatchObject({ slug: slugs[lang], lang, outcome: { title: possibly, tone: 'possible' }, score: 3 });
      expect(attached.assessment.answers.map((x) => x.answer)).toEqual(lang === 'zh' ? ['是', '五年或以上', '否'] : ['Yes', 'Five or more', 'No']);

      const staffLang = lang;
      const staff = await newPage(browser, { width, lang: staffLang });
      await signInAsAdmin(staff);
      await staff.goto(`/consultations?open=${enquiry.id}`);
      const block = staff.getByRole('region', { name: staffText[staffLang].assessments.enquiry.title });
      await block.waitFor({ timeout: 15_000 });
      await block.getByText(possibly).first().waitFor();
      expect(await block.getByText(lang === 'zh' ? '五年或以上' : 'Five or more').count()).toBe(1);
      await block.scrollIntoViewIfNeeded();
      await staff.screenshot({ path: path.join(shotsDir, `self-assessment-inbox-${lang}-${width}.png`) });
      await staff.context().close();
    });
  }
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssessmentInput } from '@shared/schemas/assessments';
import { renderAdmin } from '../shared/test-utils';
import AssessmentsPage from './assessments-page';
import { completeContent, makeDetail, sent, serve } from './test/fake-assessments-api';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const within5s = { timeout: 5000 };
const open = (route: string) => renderAdmin(<AssessmentsPage />, { route, path: '/assessments/:id?', language: 'en', user: 'editor' });
const panel = () => screen.getByTestId('problems-panel');

describe('the assessment editor', () => {
  it('when a new one gets an English title, a question and an outcome and is saved, then the slug comes from the title and the body is the whole assessment', async () => {
    const asked = serve({ 'POST /api/assessments': [201, makeDetail(9)], 'GET /api/assessments/9': [200, makeDetail(9)] });
    open('/assessments/new');
    await screen.findByTestId('assessment-editor');

    fireEvent.change(screen.getByLabelText('Title · English', { selector: '#assessment-title-en' }), { target: { value: 'EntrePass check' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind of the new question' }), { target: { value: 'single' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add an outcome' }));

    expect((screen.getByLabelText('Slug') as HTMLInputElement).value).toBe('entrepass-check');
    expect(screen.getAllByTestId('question')).toHaveLength(2);
    expect(screen.getAllByTestId('outcome')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/assessments/9'), within5s);
    const [body] = sent(asked, 'POST', '/api/assessments') as AssessmentInput[];
    expect(body).toMatchObject({ slug: 'entrepass-check', inNavigation: false, content: { title: { zh: '', en: 'EntrePass check' }, service: 'immigration' } });
    expect(body!.content.questions.map((q) => [q.id, q.kind])).toEqual([['q1', 'yesno'], ['q2', 'single']]);
    expect(body!.content.questions[1]).toMatchObject({ options: [{ id: 'opt1', points: 0 }, { id: 'opt2', points: 0 }] });
    expect(body!.content.outcomes.map((o) => o.id)).toEqual(['outcome1', 'outcome2']);
    expect(body!.content.logic).toEqual({ rules: [], thresholds: [], otherwise: 'outcome1' });
    expect(body!.content.reviewedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('when a question a rule tests is removed, then the problem names the rule and the key, and nothing is sent on save', async () => {
    const asked = serve({ 'GET /api/assessments/7': [200, makeDetail(7)] });
    open('/assessments/7');
    await screen.findByTestId('assessment-editor');
    expect(panel().textContent).toContain('No problems');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Question 2' }));

    await waitFor(() => expect(within(panel()).getByTestId('save-problems').textContent).toContain('Rule 1 › Test 1: question "q2" does not exist'));
    expect(within(screen.getByTestId('rule')).getByRole('combobox', { name: 'Question' }).textContent).toContain('q2 (does not exist)');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(sent(asked, 'PUT', '/api/assessments/7')).toEqual([]);
  });

  it('when a rule is renamed through its question key, then the rule follows; when saved, then the changed draft is sent and the server’s problems are said', async () => {
    const problem = { code: 'noOutcomeForScore', path: 'logic.otherwise', score: 0, question: 'age=no, refused=never' };
    const asked = serve({ 'GET /api/assessments/7': [200, makeDetail(7)], 'PUT /api/assessments/7': [400, { message: 'x', code: 'ASSESSMENT_INVALID', problems: [problem] }] });
    open('/assessments/7');
    await screen.findByTestId('assessment-editor');

    const key = screen.getByLabelText('Key', { selector: '#assessment-questions-1-id' });
    fireEvent.change(key, { target: { value: 'Refused ' } });
    fireEvent.blur(key);
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(sent(asked, 'PUT', '/api/assessments/7')).toHaveLength(1), within5s);
    const [body] = sent(asked, 'PUT', '/api/assessments/7') as AssessmentInput[];
    expect(body!.slug).toBe('check-7');
    expect(body!.content.questions[1]!.id).toBe('refused');
    expect(body!.content.logic.rules?.[0]?.when[0]?.question).toBe('refused');
    const server = await within(panel()).findByTestId('server-problems', {}, within5s);
    expect(server.textContent).toContain('Answers scoring 0 points (age=no, refused=never) reach no outcome');
    expect(screen.getByTestId('unsaved')).toBeTruthy();
  });

  it('when Publish is chosen, then it asks first, and only the confirmation publishes (nothing unsaved, so nothing saved)', async () => {
    const asked = serve({ 'GET /api/assessments/7': [200, makeDetail(7)], 'POST /api/assessments/7/publish': [200, makeDetail(7, { status: 'published', publishedVersion: 1, publishedVersionId: 11 })] });
    open('/assessments/7');
    await screen.findByTestId('assessment-editor');

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const question = await screen.findByRole('alertdialog', {}, within5s);
    expect(question.textContent).toContain('Publish this self-assessment?');
    expect(sent(asked, 'POST', '/api/assessments/7/publish')).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(sent(asked, 'POST', '/api/assessments/7/publish')).toHaveLength(1), within5s);
    await waitFor(() => expect(screen.getByTestId('assessment-status').textContent).toBe('Published'), within5s);
    expect(sent(asked, 'PUT', '/api/assessments/7')).toEqual([]);
    expect(screen.getByTestId('site-link-en').getAttribute('href')).toBe('/en/eligibility/check-7');
  });

  it('when Publish is confirmed with unsaved changes, then they are saved first and the saved draft is published', async () => {
    const asked = serve({
      'GET /api/assessments/7': [200, makeDetail(7)],
      'PUT /api/assessments/7': [200, makeDetail(7, { changed: true })],
      'POST /api/assessments/7/publish': [200, makeDetail(7, { status: 'published', publishedVersion: 2, publishedVersionId: 12 })],
    });
    open('/assessments/7');
    await screen.findByTestId('assessment-editor');
    fireEvent.change(screen.getByLabelText('Title · English', { selector: '#assessment-title-en' }), { target: { value: 'EntrePass self-check' } });

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const question = await screen.findByRole('alertdialog', {}, within5s);
    expect(question.textContent).toContain('Unsaved changes are saved first.');
    fireEvent.click(within(question).getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(asked.filter((a) => a.method !== 'GET').map((a) => `${a.method} ${a.path}`)).toEqual(['PUT /api/assessments/7', 'POST /api/assessments/7/publish']), within5s);
    expect((sent(asked, 'PUT', '/api/assessments/7')[0] as AssessmentInput).content.title.en).toBe('EntrePass self-check');
  });

  it('when a text is missing in one language, then saving is allowed but publishing is not, and the panel says which text', async () => {
    const content = completeContent();
    serve({ 'GET /api/assessments/7': [200, makeDetail(7, { content: { ...content, disclaimer: { zh: '仅供参考', en: '' } } })] });
    open('/assessments/7');
    await screen.findByTestId('assessment-editor');

    expect(within(panel()).getByTestId('publish-problems').textContent).toContain('Disclaimer › English: missing');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));

    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('when Preview is opened, then the unsaved content runs as a visitor would take it, and nothing is sent', async () => {
    const asked = serve({ 'GET /api/assessments/7': [200, makeDetail(7)] });
    open('/assessments/7');
    await screen.findByTestId('assessment-editor');
    fireEvent.change(screen.getByLabelText('Text · English', { selector: '#assessment-questions-0-text-en' }), { target: { value: 'Do you own a company?' } });

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));

    const dialog = await screen.findByTestId('preview-dialog', {}, within5s);
    expect(await within(dialog).findByText('Do you own a company?', {}, within5s)).toBeTruthy();
    expect(asked.filter((a) => a.method !== 'GET')).toEqual([]);
  });
});

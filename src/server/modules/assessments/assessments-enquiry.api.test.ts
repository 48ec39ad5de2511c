import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentDetail, EnquiryAssessment } from '../../../shared/schemas/assessments';
import type { Consultation } from '../../../shared/schemas/consultations';
import { enquiryAssessments } from '../../db/schema/index';
import { setupApiSuite } from '../../test/test-app';
import { activeColleague } from '../auth/staff.fixtures';
import { allRows, appOnOtherEngine, takeBackup, withoutRestoreEntries } from '../backup/backup.fixtures';
import { capture } from '../consultations/consultations.fixtures';
import { attachment, createAssessment, firstAnswers, ok, publishedOf } from './assessments.fixtures';

/**
 * A self-assessment attached to an enquiry (docs/decisions/0030-self-assessments.md): only with the
 * enquiry and the visitor's consent, checked again by the server, in the enquiry's transaction.
 */
const api = setupApiSuite();
let assessment: AssessmentDetail;

beforeAll(async () => {
  assessment = await createAssessment(api.admin);
});

const enquiry = (name: string, fields: Record<string, unknown> = {}) => ({
  name,
  email: 'tan@example.com',
  phone: '+65 8123 4567',
  type: 'immigration',
  message: 'Please assess my case.',
  lang: 'en',
  ...capture(api.t),
  ...fields,
});
const send = (body: object) => api.anon().post('/api/public/consultations').send(body);
const named = async (name: string) => ((await api.admin.get('/api/consultations').query({ q: name })).body as { consultations: Consultation[] }).consultations;
const attachedRows = async () => (await api.t.database.db.select().from(enquiryAssessments)).length;
const attachedTo = async (id: number) => ok<{ assessment: EnquiryAssessment | null }>(await api.admin.get(`/api/consultations/${id}/assessment`)).assessment;

describe('POST /api/public/consultations with an assessment', () => {
  it('when a visitor attaches her answers, then staff read them in her language with the outcome the server reached', async () => {
    const page = await publishedOf(api.t.app, assessment.slug);
    const answers = { degree: 'yes', years: 5, refused: 'no' };

    const sent = await send(enquiry('attached-visitor', { assessment: attachment(page, answers) }));

    const id = ok<Consultation>(sent, 201).id;
    expect(await attachedTo(id)).toEqual({
      slug: assessment.slug,
      title: 'Work pass check',
      versionId: page.versionId,
      version: page.version,
      lang: 'en',
      outcome: { id: 'likely', tone: 'likely', title: 'Likely' },
      score: 4,
      answers: [
        { question: 'Degree?', answer: 'Yes' },
        { question: 'Years of work?', answer: '5 years' },
        { question: 'Refused before?', answer: 'No' },
      ],
      createdAt: expect.any(String),
    });
  });

  it('when the outcome sent is not the one the answers reach, then 400 ASSESSMENT_MISMATCH and neither the enquiry nor the answers are kept', async () => {
    const page = await publishedOf(api.t.app, assessment.slug);
    const forged = { ...attachment(page, { degree: 'no', years: 0, refused: 'yes' }), outcome: 'likely' };
    const unanswered = { ...attachment(page, firstAnswers(page)), answers: { degree: 'yes' } };
    const before = await attachedRows();

    const res = await send(enquiry('forged-visitor', { assessment: forged }));
    const partial = await send(enquiry('forged-visitor', { assessment: unanswered }));

    expect([res.status, partial.status]).toEqual([400, 400]);
    expect([res.body.code, partial.body.code]).toEqual(['ASSESSMENT_MISMATCH', 'ASSESSMENT_MISMATCH']);
    expect(await named('forged-visitor')).toEqual([]);
    expect(await attachedRows()).toBe(before);
  });

  it('when the version taken is no longer the published one, then 409 ASSESSMENT_CHANGED and nothing is kept', async () => {
    const own = await createAssessment(api.admin);
    const old = await publishedOf(api.t.app, own.slug);
    const taken = attachment(old, { degree: 'yes', years: 1, refused: 'no' });
    ok(await api.admin.put(`/api/assessments/${own.id}`).send({ slug: own.slug, inNavigation: false, content: { ...own.content, reviewedOn: '2026-12-01' } }));
    ok(await api.admin.post(`/api/assessments/${own.id}/publish`));

    const changed = await send(enquiry('late-visitor', { assessment: taken }));
    const otherSlug = await send(enquiry('late-visitor', { assessment: { ...attachment(await publishedOf(api.t.app, own.slug), { degree: 'yes', years: 1, refused: 'no' }), slug: assessment.slug } }));
    ok(await api.admin.post(`/api/assessments/${own.id}/unpublish`));
    const unpublished = await send(enquiry('late-visitor', { assessment: { ...taken, versionId: own.publishedVersionId! + 1 } }));

    for (const res of [changed, otherSlug, unpublished]) {
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('ASSESSMENT_CHANGED');
    }
    expect(await named('late-visitor')).toEqual([]);
  });

  it('when the visitor did not tick the box (no consent), then 400 VALIDATION and nothing is kept', async () => {
    const page = await publishedOf(api.t.app, assessment.slug);
    const { consent: _consent, ...unconsented } = attachment(page, firstAnswers(page));

    const missing = await send(enquiry('unconsenting-visitor', { assessment: unconsented }));
    const refused = await send(enquiry('unconsenting-visitor', { assessment: { ...unconsented, consent: false } }));

    expect([missing.status, refused.status]).toEqual([400, 400]);
    expect(missing.body.code).toBe('VALIDATION');
    expect(missing.body.fieldErrors).toHaveProperty(['assessment.consent']);
    expect(await named('unconsenting-visitor')).toEqual([]);
  });

  it('when an enquiry carries no assessment, then no answers are kept and staff read null', async () => {
    const before = await attachedRows();

    const id = ok<Consultation>(await send(enquiry('plain-visitor')), 201).id;

    expect(await attachedTo(id)).toBeNull();
    expect(await attachedRows()).toBe(before);
  });
});

describe('GET /api/consultations/:id/assessment', () => {
  it('when an editor asks, then 403 (readEnquiries); an unknown enquiry is 404', async () => {
    const editor = (await activeColleague(api.t, api.admin, 'editor')).agent;
    const id = ok<Consultation>(await send(enquiry('read-check-visitor')), 201).id;

    expect((await editor.get(`/api/consultations/${id}/assessment`)).status).toBe(403);
    expect((await api.admin.get('/api/consultations/999999/assessment')).status).toBe(404);
  });

  it('when the enquiry is anonymised, then its answers are deleted; the assessment deleted since leaves them to the others', async () => {
    const own = await createAssessment(api.admin);
    const page = await publishedOf(api.t.app, own.slug);
    const keptId = ok<Consultation>(await send(enquiry('kept-visitor', { assessment: attachment(page, firstAnswers(page)) })), 201).id;
    const erasedId = ok<Consultation>(await send(enquiry('erased-visitor', { assessment: attachment(page, firstAnswers(page)) })), 201).id;

    ok(await api.admin.post(`/api/consultations/${erasedId}/anonymize`));
    ok(await api.admin.delete(`/api/assessments/${own.id}`), 204);

    expect(await attachedTo(erasedId)).toBeNull();
    expect(await api.t.database.db.select().from(enquiryAssessments).where(eq(enquiryAssessments.consultationId, erasedId))).toEqual([]);
    expect(await attachedTo(keptId)).toMatchObject({ slug: own.slug, versionId: page.versionId });
  });
});

describe('retention', () => {
  it('when the retention job anonymises a closed enquiry, then its answers are deleted too', async () => {
    const page = await publishedOf(api.t.app, assessment.slug);
    const id = ok<Consultation>(await send(enquiry('expired-visitor', { assessment: attachment(page, firstAnswers(page)) })), 201).id;
    ok(await api.admin.patch(`/api/consultations/${id}`).send({ status: 'Completed' }));

    const done = await api.t.built.services.consultations.anonymizeExpired(new Date(Date.now() + 60_000), new Date());

    expect(done).toBeGreaterThan(0);
    expect(await attachedTo(id)).toBeNull();
  });
});

describe('a backup and its restore', () => {
  const target = appOnOtherEngine();

  it('when a site with assessments, their versions and attached answers is restored, then every row comes back', async () => {
    const page = await publishedOf(api.t.app, assessment.slug);
    ok(await send(enquiry('backed-up-visitor', { assessment: attachment(page, firstAnswers(page)) })), 201);
    const text = await takeBackup(api.admin);
    const source = await allRows(api.t.database.db);

    const result = await target.app.services.backup.restore(text, { replace: false });

    expect(result.restored).toMatchObject({ assessments: expect.any(Number), assessment_versions: expect.any(Number), enquiry_assessments: expect.any(Number) });
    expect(result.restored.enquiry_assessments).toBeGreaterThan(0);
    expect(withoutRestoreEntries(await allRows(target.database.database.db))).toEqual(withoutRestoreEntries(source));
  });
});

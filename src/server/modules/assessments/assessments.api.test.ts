import { count, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assessmentProblems } from '../../../shared/assessment-rules';
import {
  ASSESSMENT_DRAFT_VERSIONS_KEPT,
  ASSESSMENTS_MAX,
  type AssessmentContent,
  type AssessmentDetail,
  type AssessmentList,
  type AssessmentVersion,
  type AssessmentVersionList,
  type PublicAssessmentList,
  type PublishedAssessment,
} from '../../../shared/schemas/assessments';
import { assessments } from '../../db/schema/index';
import { setupApiSuite, type Agent } from '../../test/test-app';
import { recorded } from '../audit/audit.fixtures';
import { activeColleague } from '../auth/staff.fixtures';
import { assessmentInput, createAssessment, ok, publishedOf } from './assessments.fixtures';
import { seededAssessments } from './assessments.seeds';

/** Self-assessments staff write (docs/decisions/0030-self-assessments.md): versions, checks, roles, the public reads. */
const api = setupApiSuite();
let editor: Agent;

beforeAll(async () => {
  editor = (await activeColleague(api.t, api.admin, 'editor')).agent;
});

describe('writing and publishing', () => {
  it('when an editor creates, saves and publishes, then each changed save keeps a numbered version, publishing keeps a published one, and later saves leave the page alone', async () => {
    const input = assessmentInput();

    const created = ok<AssessmentDetail>(await editor.post('/api/assessments').send(input), 201);
    const published = ok<AssessmentDetail>(await editor.post(`/api/assessments/${created.id}/publish`));
    const changed = { ...input, content: { ...input.content, title: { zh: '新标题', en: 'New title' } } };
    const saved = ok<AssessmentDetail>(await editor.put(`/api/assessments/${created.id}`).send(changed));
    const again = ok<AssessmentDetail>(await editor.put(`/api/assessments/${created.id}`).send(changed));

    expect(created).toMatchObject({ slug: input.slug, status: 'draft', publishedVersion: null, publishedVersionId: null, changed: false, title: input.content.title, service: 'immigration', reviewedOn: '2026-11-01' });
    expect(published).toMatchObject({ status: 'published', publishedVersion: 2, changed: false });
    expect(saved).toMatchObject({ status: 'published', publishedVersion: 2, publishedVersionId: published.publishedVersionId, changed: true, title: { zh: '新标题', en: 'New title' } });
    expect(again.updatedAt).toBe(saved.updatedAt);
    const { versions } = ok<AssessmentVersionList>(await editor.get(`/api/assessments/${created.id}/versions`));
    expect(versions.map((v) => [v.version, v.published, v.current])).toEqual([
      [3, false, false],
      [2, true, true],
      [1, false, false],
    ]);
    const page = await publishedOf(api.t.app, input.slug);
    expect(page).toMatchObject({ slug: input.slug, versionId: published.publishedVersionId, version: 2 });
    expect(page.content.title).toEqual(input.content.title);
  });

  it('when a version is restored, then the draft takes its content as a new version and the published one stays', async () => {
    const input = assessmentInput();
    const first = await createAssessment(editor, input);
    ok(await editor.put(`/api/assessments/${first.id}`).send({ ...input, content: { ...input.content, reviewedOn: '2026-12-01' } }));
    const { versions } = ok<AssessmentVersionList>(await editor.get(`/api/assessments/${first.id}/versions`));
    const original = versions.find((v) => v.version === 1)!;

    const restored = ok<AssessmentDetail>(await editor.post(`/api/assessments/${first.id}/versions/${original.id}/restore`));

    expect(restored).toMatchObject({ reviewedOn: '2026-11-01', publishedVersion: 2, changed: false });
    const one = ok<AssessmentVersion>(await editor.get(`/api/assessments/${first.id}/versions/${original.id}`));
    expect(one).toMatchObject({ version: 1, published: false, current: false, content: { reviewedOn: '2026-11-01' } });
    const after = ok<AssessmentVersionList>(await editor.get(`/api/assessments/${first.id}/versions`));
    expect(after.versions.map((v) => v.version)).toEqual([4, 3, 2, 1]);
  });

  it('when the writes are made, then each is in the audit log as an assessment, with the actions create, save, publish, unpublish, restore and delete', async () => {
    const input = assessmentInput();

    const entries = await recorded(api.t, async () => {
      const a = ok<AssessmentDetail>(await editor.post('/api/assessments').send(input), 201);
      ok(await editor.put(`/api/assessments/${a.id}`).send({ ...input, inNavigation: true }));
      ok(await editor.post(`/api/assessments/${a.id}/publish`));
      ok(await editor.post(`/api/assessments/${a.id}/unpublish`));
      const { versions } = ok<AssessmentVersionList>(await editor.get(`/api/assessments/${a.id}/versions`));
      ok(await editor.put(`/api/assessments/${a.id}`).send({ ...input, content: { ...input.content, reviewedOn: '2026-12-24' } }));
      ok(await editor.post(`/api/assessments/${a.id}/versions/${versions.at(-1)!.id}/restore`));
      ok(await editor.delete(`/api/assessments/${a.id}`), 204);
    });

    expect(entries.map((e) => [e.entityType, e.action])).toEqual(['create', 'save', 'publish', 'unpublish', 'save', 'restore', 'delete'].map((action) => ['assessment', action]));
    expect(entries.every((e) => e.entityLabel === input.slug)).toBe(true);
    expect(entries[1]!.changes).toEqual([{ field: 'inNavigation', from: false, to: true }]);
    expect(entries[2]!.changes).toEqual([{ field: 'publishedVersion', from: null, to: 2 }]);
  });

  it('when a draft is saved past the versions kept, then the oldest unpublished versions go and the published one stays', async () => {
    const input = assessmentInput();
    const a = await createAssessment(editor, input);

    for (let day = 1; day <= ASSESSMENT_DRAFT_VERSIONS_KEPT + 1; day++) {
      const reviewedOn = new Date(Date.UTC(2027, 0, day)).toISOString().slice(0, 10);
      ok(await editor.put(`/api/assessments/${a.id}`).send({ ...input, content: { ...input.content, reviewedOn } }));
    }

    const { versions } = ok<AssessmentVersionList>(await editor.get(`/api/assessments/${a.id}/versions`));
    expect(versions.filter((v) => !v.published)).toHaveLength(ASSESSMENT_DRAFT_VERSIONS_KEPT);
    expect(versions.filter((v) => v.published).map((v) => [v.version, v.current])).toEqual([[2, true]]);
    expect(versions[0]!.version).toBe(ASSESSMENT_DRAFT_VERSIONS_KEPT + 3);
    expect(versions.at(-2)!.version).toBe(4);
  });

  it('when a rule names a question that does not exist, then 400 ASSESSMENT_INVALID names it and nothing is saved', async () => {
    const input = assessmentInput();
    const broken = { ...input, content: { ...input.content, logic: { ...input.content.logic, rules: [{ when: [{ question: 'salary', op: 'atLeast' as const, value: 5000 }], outcome: 'no' }] } } };

    const res = await editor.post('/api/assessments').send(broken);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'ASSESSMENT_INVALID', message: 'rule 1: refers to question "salary", which does not exist' });
    expect(res.body.problems).toEqual([{ code: 'unknownQuestion', path: 'logic.rules.0.when.0.question', rule: 1, question: 'salary' }]);
    const { assessments } = ok<AssessmentList>(await editor.get('/api/assessments'));
    expect(assessments.map((a) => a.slug)).not.toContain(input.slug);
  });

  it('when a text is missing in English, then the draft saves but publishing is 400 ASSESSMENT_INVALID naming it, and the page stays unpublished', async () => {
    const input = assessmentInput();
    const draft = await createAssessment(editor, { ...input, content: { ...input.content, disclaimer: { zh: '仅供参考。', en: '' } } }, { publish: false });

    const res = await editor.post(`/api/assessments/${draft.id}/publish`);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'ASSESSMENT_INVALID', message: 'disclaimer.en is missing', problems: [{ code: 'textMissing', path: 'disclaimer.en' }] });
    expect((await api.anon().get(`/api/public/assessments/${input.slug}`)).status).toBe(404);
  });

  it('when the slug is taken by another assessment, then 409 with a field error on the slug; a deleted one frees it', async () => {
    const first = await createAssessment(editor);

    const taken = await editor.post('/api/assessments').send(assessmentInput({ slug: first.slug }));
    ok(await editor.delete(`/api/assessments/${first.id}`), 204);
    const freed = await editor.post('/api/assessments').send(assessmentInput({ slug: first.slug }));

    expect(taken.status).toBe(409);
    expect(taken.body.fieldErrors).toEqual({ slug: ['slugTaken'] });
    expect(freed.status).toBe(201);
  });

  it('when the input is malformed, then 400 VALIDATION; an unknown id is 404', async () => {
    const bad = await editor.post('/api/assessments').send({ ...assessmentInput(), slug: 'Not A Slug' });
    const missing = await editor.put('/api/assessments/999999').send(assessmentInput());

    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION');
    expect(bad.body.fieldErrors).toHaveProperty('slug');
    expect(missing.status).toBe(404);
  });
});

describe('who may write', () => {
  it('when an author or a sales colleague asks, then 403 naming manageAssessments; anonymous is 401', async () => {
    const author = (await activeColleague(api.t, api.admin, 'author')).agent;
    const sales = (await activeColleague(api.t, api.admin, 'sales')).agent;

    for (const agent of [author, sales]) {
      const list = await agent.get('/api/assessments');
      const create = await agent.post('/api/assessments').send(assessmentInput());

      expect([list.status, create.status]).toEqual([403, 403]);
      expect(create.body).toMatchObject({ code: 'FORBIDDEN', permission: 'manageAssessments' });
    }
    expect((await api.anon().get('/api/assessments')).status).toBe(401);
  });
});

describe('the public reads', () => {
  it('when an assessment is a draft, unpublished or deleted, then its page is 404 and the list leaves it out', async () => {
    const draft = await createAssessment(editor, {}, { publish: false });
    const unpublished = await createAssessment(editor);
    const deleted = await createAssessment(editor);
    ok(await editor.post(`/api/assessments/${unpublished.id}/unpublish`));
    ok(await editor.delete(`/api/assessments/${deleted.id}`), 204);

    const { assessments } = ok<PublicAssessmentList>(await api.anon().get('/api/public/assessments'));

    for (const { slug } of [draft, unpublished, deleted]) {
      const res = await api.anon().get(`/api/public/assessments/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
      expect(assessments.map((a) => a.slug)).not.toContain(slug);
    }
    expect((await editor.get(`/api/assessments/${deleted.id}`)).status).toBe(404);
  });

  it('when an assessment is published, then the list names it with its title, service and navigation flag, and the sitemap lists its page in both languages', async () => {
    const published = await createAssessment(editor, { inNavigation: true });

    const { assessments } = ok<PublicAssessmentList>(await api.anon().get('/api/public/assessments'));
    const sitemap = await api.anon().get('/sitemap.xml').set('Host', 'localhost');

    expect(assessments).toContainEqual({ slug: published.slug, title: published.title, service: 'immigration', inNavigation: true });
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain(`<loc>http://localhost/eligibility/${published.slug}</loc>`);
    expect(sitemap.text).toContain(`<loc>http://localhost/en/eligibility/${published.slug}</loc>`);
    // a site this size is one file: no index, no parts
    expect(sitemap.text).toContain('<urlset');
    expect((await api.anon().get('/sitemap-1.xml').set('Host', 'localhost')).status).not.toBe(200);
  });
});

describe('the bound', () => {
  it('when the installation holds ASSESSMENTS_MAX assessments, then another is 409 CONFLICT saying so', async () => {
    const { db } = api.t.database;
    const [held] = await db.select({ n: count() }).from(assessments).where(isNull(assessments.deletedAt));
    const { content } = assessmentInput();
    const rows = Array.from({ length: ASSESSMENTS_MAX - (held?.n ?? 0) }, (_, i) => ({ slug: `filler-${i}`, content: content as AssessmentContent }));
    if (rows.length) await db.insert(assessments).values(rows);

    const res = await editor.post('/api/assessments').send(assessmentInput());

    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', message: `at most ${ASSESSMENTS_MAX} assessments: delete some first` });
  });
});

describe('the seeded examples', () => {
  it('when the site is new, then the EntrePass and PR checks are published as version 1 and their rules have no problem', async () => {
    for (const seeded of seededAssessments) {
      const page: PublishedAssessment = await publishedOf(api.t.app, seeded.slug);

      expect(page.version).toBe(1);
      expect(page.content).toEqual(seeded.content);
      expect(assessmentProblems(page.content, { publish: true })).toEqual([]);
      expect(page.content.disclaimer.en).toMatch(/indicative/i);
      expect(page.content.disclaimer.zh).toContain('仅供参考');
    }
  });
});

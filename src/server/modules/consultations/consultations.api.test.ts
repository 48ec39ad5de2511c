import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Consultation, ConsultationList } from '../../../shared/schemas/consultations';
import { createTestApp, setupApiSuite } from '../../test/test-app';

const api = setupApiSuite();

const enquiry = (fields: Record<string, unknown> = {}) => ({
  name: '陈小姐',
  email: 'chen@example.com',
  phone: '+65 8123 4567',
  type: 'immigration',
  message: '想了解自雇移民的办理周期。',
  ...fields,
});

async function submit(fields: Record<string, unknown> = {}): Promise<Consultation> {
  const res = await api.anon().post('/api/public/consultations').send(enquiry(fields));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Consultation;
}

describe('POST /api/public/consultations', () => {
  it('when a visitor sends a complete enquiry, then 201 with the id and status Pending', async () => {
    const res = await api.anon().post('/api/public/consultations').send(enquiry({ status: 'Completed', note: 'sneaky', id: 5 }));

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(Number), ...enquiry(), status: 'Completed', note: null });
    expect(res.body.id).not.toBe(5);
  });

  it.each([['Archived'], [42], [undefined]])('when the status is %s, then it becomes Pending', async (status) => {
    const created = await submit({ status });

    expect(created.status).toBe('Pending');
  });

  it('when the type is blank, then it is general', async () => {
    expect((await submit({ type: '' })).type).toBe('general');
  });

  it('when required fields are missing or the email is invalid, then 400 with field errors', async () => {
    const res = await api.anon().post('/api/public/consultations').send({ name: '', email: 'nope', phone: '', message: '' });

    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'message']));
  });

  it('when the rate limit is reached, then 429 with a message', async () => {
    const limited = await createTestApp({ consultationRateLimit: 2 });
    try {
      const post = () => request(limited.app).post('/api/public/consultations').send(enquiry());

      const statuses = [(await post()).status, (await post()).status];
      const blocked = await post();

      expect(statuses).toEqual([201, 201]);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/too many/);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/consultations', () => {
  it('when an admin lists, then the newest come first with the total', async () => {
    const older = await submit({ name: 'older' });
    const newer = await submit({ name: 'newer' });

    const res = await api.admin.get('/api/consultations');

    const body = res.body as ConsultationList;
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.consultations[0]!.id).toBe(newer.id);
    expect(body.consultations.findIndex((c) => c.id === older.id)).toBeGreaterThan(0);
  });

  it('when a page is asked for, then page and pageSize slice the list', async () => {
    for (let i = 0; i < 3; i++) await submit({ name: `paged ${i}` });
    const all = (await api.admin.get('/api/consultations?pageSize=100')).body as ConsultationList;

    const page2 = (await api.admin.get('/api/consultations?page=2&pageSize=2')).body as ConsultationList;

    expect(page2.total).toBe(all.total);
    expect(page2.consultations.map((c) => c.id)).toEqual(all.consultations.slice(2, 4).map((c) => c.id));
  });

  it.each(['page=0', 'page=x', 'pageSize=101', 'pageSize=-1'])('when the query is %s, then 400', async (query) => {
    expect((await api.admin.get(`/api/consultations?${query}`)).status).toBe(400);
  });

  it('when the caller is anonymous or a role-user, then 401 or 403', async () => {
    expect((await api.anon().get('/api/consultations')).status).toBe(401);
    expect((await api.user.get('/api/consultations')).status).toBe(403);
  });
});

describe('GET, PATCH and DELETE /api/consultations/:id', () => {
  it('when an admin reads one, then it is answered; unknown 404, bad id 400', async () => {
    const created = await submit();

    expect((await api.admin.get(`/api/consultations/${created.id}`)).body).toEqual(created);
    expect((await api.admin.get('/api/consultations/2147483647')).status).toBe(404);
    expect((await api.admin.get('/api/consultations/zero')).status).toBe(400);
  });

  it('when an admin sets status and note, then they are saved and updatedAt moves', async () => {
    const created = await submit();

    const res = await api.admin.patch(`/api/consultations/${created.id}`).send({ status: 'Processing', note: '已电话联系' });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, status: 'Processing', note: '已电话联系', name: created.name });
    expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt).getTime());
  });

  it('when only the note changes, then the status stays', async () => {
    const created = await submit();
    await api.admin.patch(`/api/consultations/${created.id}`).send({ status: 'Completed' });

    const res = await api.admin.patch(`/api/consultations/${created.id}`).send({ note: 'done' });

    expect(res.body).toMatchObject({ status: 'Completed', note: 'done' });
  });

  it('when the status is not one of the four, then 400', async () => {
    const created = await submit();

    const res = await api.admin.patch(`/api/consultations/${created.id}`).send({ status: 'Lost' });

    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty('status');
  });

  it('when an admin deletes one, then it is gone', async () => {
    const created = await submit();

    expect((await api.admin.delete(`/api/consultations/${created.id}`)).status).toBe(200);
    expect((await api.admin.get(`/api/consultations/${created.id}`)).status).toBe(404);
    expect((await api.admin.delete(`/api/consultations/${created.id}`)).status).toBe(404);
  });

  it('when the caller is anonymous or a role-user, then 401 or 403', async () => {
    const { id } = await submit();

    expect((await api.anon().get(`/api/consultations/${id}`)).status).toBe(401);
    expect((await api.user.get(`/api/consultations/${id}`)).status).toBe(403);
    expect((await api.anon().patch(`/api/consultations/${id}`).send({ status: 'Completed' })).status).toBe(401);
    expect((await api.user.patch(`/api/consultations/${id}`).send({ status: 'Completed' })).status).toBe(403);
    expect((await api.anon().delete(`/api/consultations/${id}`)).status).toBe(401);
    expect((await api.user.delete(`/api/consultations/${id}`)).status).toBe(403);
  });
});

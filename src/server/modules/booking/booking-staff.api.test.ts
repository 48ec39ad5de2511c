import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentList, BookingSettingsView, StaffAppointment } from '../../../shared/schemas/booking';
import { withTransaction } from '../../lib/transaction';
import { setupApiSuite, type Agent } from '../../test/test-app';
import { activeColleague } from '../auth/staff.fixtures';
import { book, firmSettings, freeSlots, onBookingClock, saveSettings, sg } from './booking.fixtures';
import { relocate } from './booking.moves';

/**
 * The staff's side of booking (docs/decisions/0028-booking-and-chat.md): the settings, the week of
 * bookings, moving and cancelling (which mail the visitor), for admins and sales (manageBooking).
 */
const api = setupApiSuite();
onBookingClock(api);

let sales: { agent: Agent; id: number; username: string };
let editor: { agent: Agent; id: number };
let author: { agent: Agent };
beforeAll(async () => {
  sales = await activeColleague(api.t, api.admin, 'sales');
  editor = await activeColleague(api.t, api.admin, 'editor');
  author = await activeColleague(api.t, api.admin, 'author');
  await saveSettings(api, firmSettings());
});

type Rows<T> = { rows: T[] };
const appointmentOf = async (consultationId: number) => (await api.admin.get(`/api/consultations/${consultationId}`)).body.appointment as StaffAppointment;
const mailKinds = async (id: number) =>
  ((await api.t.database.db.execute(sql`SELECT kind FROM mail_outbox WHERE consultation_id = ${id} ORDER BY id`)) as unknown as Rows<{ kind: string }>).rows.map((r) => r.kind);
const auditOf = async (id: number) => (await api.admin.get(`/api/audit?entityType=enquiry&entityId=${id}`)).body.entries as { action: string; changes: { field: string }[] }[];

describe('the booking settings', () => {
  it('when sales read the settings, then they get them with the staff who can hold a calendar', async () => {
    const res = await sales.agent.get('/api/booking/settings');

    expect(res.status).toBe(200);
    const view = res.body as BookingSettingsView;
    expect(view).toMatchObject({ slotMinutes: 30, noticeMinutes: 240, horizonDays: 14, closedDates: [{ date: '2027-03-24' }] });
    expect(view.consultants.map((c) => c.id)).toEqual(expect.arrayContaining([sales.id]));
    expect(view.consultants.map((c) => c.id)).not.toContain(editor.id);
  });

  it('when hours name someone who cannot hold a calendar, then 400 on that row and nothing changes', async () => {
    const res = await api.admin.put('/api/booking/settings').send(firmSettings({ slotMinutes: 60, hours: [{ consultantId: editor.id, weekday: 1, start: '10:00', end: '11:00' }] }));

    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ 'hours.0.consultantId': ['assigneeNotAdmin'] });
    expect((await api.admin.get('/api/booking/settings')).body.slotMinutes).toBe(30);
  });

  it('when the settings are malformed, then 400 VALIDATION', async () => {
    for (const bad of [{ slotMinutes: 25 }, { kinds: [] }, { hours: [{ consultantId: null, weekday: 7, start: '10:00', end: '11:00' }] }, { hours: [{ consultantId: null, weekday: 1, start: '11:00', end: '10:00' }] }]) {
      const res = await api.admin.put('/api/booking/settings').send({ ...firmSettings(), ...bad });

      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
    }
  });

  it('when an admin saves a change, then it is in the audit log', async () => {
    await saveSettings(api, firmSettings({ noticeMinutes: 120 }));
    await saveSettings(api, firmSettings());

    const entries = (await api.admin.get('/api/audit?entityType=settings&entityId=booking')).body.entries as { changes: { field: string; from: unknown; to: unknown }[] }[];

    expect(entries[0]!.changes).toEqual([{ field: 'noticeMinutes', from: 120, to: 240 }]);
  });

  it.each(['editor', 'author'] as const)('when an %s asks for the settings or the week, then 403 FORBIDDEN naming manageBooking', async (role) => {
    const agent = role === 'editor' ? editor.agent : author.agent;

    const answers = [await agent.get('/api/booking/settings'), await agent.get('/api/booking/appointments?from=2027-03-22&to=2027-03-28'), await agent.post('/api/booking/appointments/1/cancel')];

    for (const res of answers) expect([res.status, res.body.permission]).toEqual([403, 'manageBooking']);
  });
});

describe('the week of bookings', () => {
  it('when staff list a day, then its bookings come with their enquiry, and cancelled ones only when asked for', async () => {
    const kept = await book(api, sg('2027-03-23T10:00'), { name: 'Week Visitor', email: 'week@example.com' });
    const dropped = await book(api, sg('2027-03-23T10:30'));
    await api.admin.post(`/api/booking/appointments/${(await appointmentOf(dropped.id)).id}/cancel`);

    const listed = (await sales.agent.get('/api/booking/appointments?from=2027-03-23&to=2027-03-23')).body as AppointmentList;
    const all = (await sales.agent.get('/api/booking/appointments?from=2027-03-23&to=2027-03-23&includeCancelled=true')).body as AppointmentList;

    expect(listed.appointments).toEqual([
      expect.objectContaining({ consultationId: kept.id, startsAt: sg('2027-03-23T10:00'), name: 'Week Visitor', email: 'week@example.com', kind: 'phone', status: 'booked', consultant: null }),
    ]);
    expect(all.appointments.map((a) => [a.consultationId, a.status])).toEqual([
      [kept.id, 'booked'],
      [dropped.id, 'cancelled'],
    ]);
  });

  it('when the range is malformed or too long, then 400 VALIDATION', async () => {
    for (const query of ['from=2027-03-23', 'from=2027-03-23&to=2027-03-22', 'from=2027-03-01&to=2027-05-01', 'from=x&to=y']) {
      const res = await api.admin.get(`/api/booking/appointments?${query}`);

      expect([res.status, res.body.code], query).toEqual([400, 'VALIDATION']);
    }
  });
});

describe('staff moving and cancelling', () => {
  it('when staff move a booking inside the minimum notice, then it moves, the old slot is free, the visitor\'s link is spent, the visitor is mailed and the move audited', async () => {
    const booked = await book(api, sg('2027-03-25T10:00'));
    const id = (await appointmentOf(booked.id)).id;

    const res = await sales.agent.post(`/api/booking/appointments/${id}/move`).send({ startsAt: sg('2027-03-22T10:00') });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id, consultationId: booked.id, startsAt: sg('2027-03-22T10:00'), status: 'booked' });
    expect(await freeSlots(api)).toContain(sg('2027-03-25T10:00'));
    expect((await api.anon().get(`/api/public/bookings/${booked.token}`)).body.code).toBe('BOOKING_LINK_INVALID');
    expect(await mailKinds(booked.id)).toContain('booking-changed');
    const timeline = (await api.admin.get(`/api/consultations/${booked.id}/timeline`)).body as { kind: string; note: string; actor: { id: number } | null }[];
    expect(timeline.at(-1)).toMatchObject({ kind: 'booking-moved', note: '2027-03-22 10:00 SGT', actor: { id: sales.id } });
    expect((await auditOf(booked.id))[0]!.changes.map((c) => c.field)).toEqual(['startsAt']);
  });

  it('when staff name a consultant, then the booking is theirs; one who cannot hold a calendar is 400; a taken start 409 SLOT_TAKEN', async () => {
    const booked = await book(api, sg('2027-03-25T10:30'));
    const other = await book(api, sg('2027-03-25T11:00'));
    const id = (await appointmentOf(booked.id)).id;

    const toSales = await api.admin.post(`/api/booking/appointments/${id}/move`).send({ startsAt: sg('2027-03-25T11:00'), consultantId: sales.id });
    const toEditor = await api.admin.post(`/api/booking/appointments/${id}/move`).send({ startsAt: sg('2027-03-25T11:30'), consultantId: editor.id });
    const toTaken = await api.admin.post(`/api/booking/appointments/${(await appointmentOf(other.id)).id}/move`).send({ startsAt: sg('2027-03-25T11:00'), consultantId: sales.id });

    expect(toSales.status, JSON.stringify(toSales.body)).toBe(200);
    expect(toSales.body).toMatchObject({ startsAt: sg('2027-03-25T11:00'), consultant: { id: sales.id, username: sales.username } });
    expect([toEditor.status, toEditor.body.fieldErrors]).toEqual([400, { consultantId: ['assigneeNotAdmin'] }]);
    expect([toTaken.status, toTaken.body.code]).toEqual([409, 'SLOT_TAKEN']);
  });

  it('when staff cancel a booking, then its slot is free, the visitor is mailed, it is audited, and cancelling again changes nothing', async () => {
    const startsAt = sg('2027-03-26T10:00');
    const booked = await book(api, startsAt);
    const id = (await appointmentOf(booked.id)).id;

    const res = await sales.agent.post(`/api/booking/appointments/${id}/cancel`);
    const again = await sales.agent.post(`/api/booking/appointments/${id}/cancel`);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'cancelled' });
    expect(again.body).toMatchObject({ id, status: 'cancelled' });
    expect(await freeSlots(api)).toContain(startsAt);
    expect((await mailKinds(booked.id)).filter((k) => k === 'booking-changed')).toHaveLength(1);
    expect(await auditOf(booked.id)).toHaveLength(1);
    expect((await api.admin.post(`/api/booking/appointments/${id}/move`).send({ startsAt: sg('2027-03-26T11:00') })).status).toBe(409);
  });

  it('when the appointment does not exist or the body is malformed, then 404 or 400, never 500', async () => {
    const missing = await api.admin.post('/api/booking/appointments/999999/cancel');
    const badId = await api.admin.post('/api/booking/appointments/abc/move').send({ startsAt: sg('2027-03-26T11:00') });
    const badBody = await api.admin.post('/api/booking/appointments/1/move').send({ startsAt: 'soon', consultantId: 'x' });

    expect([missing.status, badId.status, badBody.status]).toEqual([404, 400, 400]);
  });
});

describe('the enquiry export', () => {
  const download = async (url: string): Promise<Buffer> =>
    (
      await api.admin
        .get(url)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        })
    ).body as Buffer;

  it('when enquiries are exported, then a booking\'s time (Singapore), kind and consultant are in its row, in CSV and in Excel', async () => {
    const booked = await book(api, sg('2027-03-29T10:00'), { name: 'Export Booker' });
    await api.admin.post(`/api/booking/appointments/${(await appointmentOf(booked.id)).id}/move`).send({ startsAt: sg('2027-03-29T10:30'), consultantId: sales.id });

    const csv = await download('/api/consultations/export.csv?q=Export%20Booker');
    const xlsx = await download('/api/consultations/export.xlsx?q=Export%20Booker&lang=en');

    const [header, row] = csv.toString('utf8').slice(1).split('\r\n');
    expect(header!.split(',').slice(-3)).toEqual(['appointmentTime', 'appointmentKind', 'appointmentConsultant']);
    expect(row!.split(',').slice(-3)).toEqual(['2027-03-29 10:30', 'phone', sales.username]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(xlsx).buffer);
    const sheet = workbook.worksheets[0]!;
    const cells = Object.fromEntries((sheet.getRow(1).values as unknown[]).slice(1).map((h, i) => [String(h), sheet.getRow(2).getCell(i + 1).value]));
    expect(cells).toMatchObject({ 'Appointment (Singapore time)': new Date('2027-03-29T10:30:00Z'), Meeting: 'Phone call', Consultant: sales.username });
  });
});

describe('a move meeting a start booked meanwhile', () => {
  it('when the first calendar tried is refused by the unique index, then the next one takes the move in the same transaction', async () => {
    const taken = await book(api, sg('2027-03-27T11:30'));
    const mover = await book(api, sg('2027-03-27T11:00'));
    const id = (await appointmentOf(mover.id)).id;

    const moved = await withTransaction(api.t.database.db, async (tx) => {
      const row = await relocate(tx, id, new Date(sg('2027-03-27T11:30')), [0, sales.id], 30, new Date());
      await tx.execute(sql`SELECT 1`); // the transaction goes on after the refused try
      return row;
    });

    expect(moved).toMatchObject({ calendar: sales.id, consultantId: sales.id });
    expect(await appointmentOf(mover.id)).toMatchObject({ startsAt: sg('2027-03-27T11:30'), consultant: { id: sales.id } });
    expect(await appointmentOf(taken.id)).toMatchObject({ startsAt: sg('2027-03-27T11:30'), consultant: null });
  });
});

describe('an enquiry with a booking, anonymised or deleted', () => {
  it('when it is anonymised, then its booking is cancelled and the slot free; when deleted, its slot is free too', async () => {
    const [first, second] = [sg('2027-03-27T10:00'), sg('2027-03-27T10:30')];
    const anonymised = await book(api, first);
    const deleted = await book(api, second);

    expect((await api.admin.post(`/api/consultations/${anonymised.id}/anonymize`)).status).toBe(200);
    expect((await api.admin.delete(`/api/consultations/${deleted.id}`)).status).toBe(200);

    expect((await appointmentOf(anonymised.id)).status).toBe('cancelled');
    const free = await freeSlots(api);
    expect(free).toEqual(expect.arrayContaining([first, second]));
    expect((await api.anon().get(`/api/public/bookings/${anonymised.token}`)).status).toBe(404);
  });
});

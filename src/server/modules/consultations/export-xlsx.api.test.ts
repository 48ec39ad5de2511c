import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Consultation } from '../../../shared/schemas/consultations';
import { setupApiSuite, uniqueName } from '../../test/test-app';
import { capture } from './consultations.fixtures';

const api = setupApiSuite();

async function submit(fields: Record<string, unknown>): Promise<Consultation> {
  const res = await api
    .anon()
    .post('/api/public/consultations')
    .send({ name: '周女士', email: 'zhou@example.com', phone: '+65 8111 2222', type: 'immigration', message: '咨询', ...capture(api.t), ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Consultation;
}

async function download(query: string) {
  const res = await api.admin.get(`/api/consultations/export.xlsx?${query}`).buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => done(null, Buffer.concat(chunks)));
  });
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as the older Buffer (not generic): an ArrayBuffer is the same bytes
  if (res.status === 200) await workbook.xlsx.load(new Uint8Array(res.body as Buffer).buffer);
  return { res, sheet: workbook.worksheets[0] };
}

/** A row's cells by their header text. */
const byHeader = (sheet: ExcelJS.Worksheet, n: number) => {
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  return Object.fromEntries(headers.map((h, i) => [h, sheet.getRow(n).getCell(i + 1)]));
};

describe('GET /api/consultations/export.xlsx', () => {
  it('when exported in Chinese, then times are Singapore time, codes are labels and phones are text cells', async () => {
    const tag = uniqueName('xlsx');
    const created = await submit({ name: `${tag} 陈` });
    await api.admin.patch(`/api/consultations/${created.id}`).send({ status: 'Processing' });
    // 17:30 UTC is 01:30 the next day in Singapore
    await api.t.database.db.execute(sql`UPDATE consultations SET created_at = '2026-03-01T17:30:00Z' WHERE id = ${created.id}`);

    const { res, sheet } = await download(`q=${tag}&lang=zh`);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expect(sheet!.rowCount).toBe(2);
    const row = byHeader(sheet!, 2);
    expect(row['提交时间（新加坡时间）']!.value).toEqual(new Date('2026-03-02T01:30:00Z'));
    expect(row['提交时间（新加坡时间）']!.numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(row['咨询类型']!.value).toBe('移民咨询');
    expect(row['状态']!.value).toBe('处理中');
    expect(row['电话']!.type).toBe(ExcelJS.ValueType.String);
    expect(row['电话']!.value).toBe('+65 8111 2222');
    expect(row['电话']!.numFmt).toBe('@');
    expect(row['姓名']!.value).toBe(`${tag} 陈`);
  });

  it('when exported in English, then headers and labels are English and a formula-like text stays plain text', async () => {
    const tag = uniqueName('xlsx');
    await submit({ name: `${tag} Tan`, phone: '+6591234567', type: 'education', message: '=HYPERLINK("http://evil")' });

    const { sheet } = await download(`q=${tag}&lang=en`);

    const row = byHeader(sheet!, 2);
    expect(row['Enquiry type']!.value).toBe('Study consultation');
    expect(row['Status']!.value).toBe('Pending');
    expect(row['Phone']!.value).toBe('+6591234567');
    expect(row['Message']!.value).toBe('=HYPERLINK("http://evil")');
    expect(row['Message']!.type).toBe(ExcelJS.ValueType.String);
  });

  it('when the language is unknown or the caller is no admin, then 400 or 403', async () => {
    expect((await api.admin.get('/api/consultations/export.xlsx?lang=fr')).status).toBe(400);
    expect((await api.user.get('/api/consultations/export.xlsx')).status).toBe(403);
  });
});

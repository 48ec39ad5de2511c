import type { Language } from '../../../shared/languages';
import type { ConsultationStatus } from '../../../shared/catalog';
import type { Consultation } from '../../../shared/schemas/consultations';
import { typeLabel } from '../outbox/outbox.messages';
import { kindLabel } from '../booking/booking-mail.messages';
import { bookedAppointment } from './csv';

/**
 * The enquiry export for people (sales open it in Excel), beside the CSV for machines (./csv.ts,
 * unchanged): times in Singapore time, types and statuses in the exporter's language, phone
 * numbers as text cells (no leading apostrophe; an xlsx text cell is never run as a formula).
 */
const SINGAPORE = 'Asia/Singapore';

const statusLabels: Record<ConsultationStatus, [string, string]> = {
  Pending: ['待处理', 'Pending'],
  Processing: ['处理中', 'Processing'],
  Completed: ['已完成', 'Completed'],
  Cancelled: ['已取消', 'Cancelled'],
};

const languageLabels: Record<Language, [string, string]> = { zh: ['中文', 'Chinese'], en: ['英文', 'English'] };

type Column = { key: string; header: [string, string]; width: number; value: (c: Consultation, lang: Language) => string | number | Date };

const pick = (labels: [string, string], lang: Language) => labels[lang === 'zh' ? 0 : 1];

/**
 * The wall-clock time in Singapore as a Date whose UTC fields are that time: an xlsx date has no
 * time zone, so Excel shows the UTC fields exactly as written.
 */
function singaporeWallClock(iso: string): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: SINGAPORE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return new Date(Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!));
}

const columns: Column[] = [
  { key: 'id', header: ['编号', 'ID'], width: 8, value: (c) => c.id },
  { key: 'createdAt', header: ['提交时间（新加坡时间）', 'Received (Singapore time)'], width: 20, value: (c) => singaporeWallClock(c.createdAt) },
  { key: 'name', header: ['姓名', 'Name'], width: 18, value: (c) => c.name },
  { key: 'email', header: ['邮箱', 'Email'], width: 26, value: (c) => c.email },
  { key: 'phone', header: ['电话', 'Phone'], width: 18, value: (c) => c.phone },
  { key: 'type', header: ['咨询类型', 'Enquiry type'], width: 18, value: (c, lang) => pick(typeLabel(c.type), lang) },
  { key: 'status', header: ['状态', 'Status'], width: 10, value: (c, lang) => pick(statusLabels[c.status], lang) },
  { key: 'assignee', header: ['负责人', 'Assignee'], width: 14, value: (c) => c.assignee?.username ?? '' },
  { key: 'note', header: ['备注', 'Note'], width: 30, value: (c) => c.note ?? '' },
  { key: 'message', header: ['留言', 'Message'], width: 50, value: (c) => c.message },
  { key: 'sourcePage', header: ['来源页面', 'Source page'], width: 24, value: (c) => c.sourcePage ?? '' },
  { key: 'lang', header: ['语言', 'Language'], width: 8, value: (c, lang) => (c.lang ? pick(languageLabels[c.lang], lang) : '') },
  { key: 'utmSource', header: ['来源渠道', 'Campaign source'], width: 14, value: (c) => c.utm?.source ?? '' },
  { key: 'utmMedium', header: ['渠道媒介', 'Campaign medium'], width: 14, value: (c) => c.utm?.medium ?? '' },
  { key: 'utmCampaign', header: ['推广活动', 'Campaign'], width: 16, value: (c) => c.utm?.campaign ?? '' },
  // a booking's appointment while it stands (docs/decisions/0028-booking-and-chat.md)
  { key: 'appointmentTime', header: ['预约时间（新加坡时间）', 'Appointment (Singapore time)'], width: 20, value: (c) => ((a) => (a ? singaporeWallClock(a.startsAt) : ''))(bookedAppointment(c)) },
  { key: 'appointmentKind', header: ['预约方式', 'Meeting'], width: 14, value: (c, lang) => ((a) => (a ? kindLabel(a.kind, lang) : ''))(bookedAppointment(c)) },
  { key: 'appointmentConsultant', header: ['顾问', 'Consultant'], width: 14, value: (c) => bookedAppointment(c)?.consultant?.username ?? '' },
];

/** The workbook's bytes. exceljs is loaded on the first export only: the server starts without it in memory. */
export async function enquiriesXlsx(rows: Consultation[], lang: Language): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(lang === 'zh' ? '咨询' : 'Enquiries', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ key: c.key, header: pick(c.header, lang), width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn('createdAt').numFmt = 'yyyy-mm-dd hh:mm';
  sheet.getColumn('appointmentTime').numFmt = 'yyyy-mm-dd hh:mm';
  // "@" is Excel's Text format: a number typed into the cell later stays text too
  sheet.getColumn('phone').numFmt = '@';
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, c.value(row, lang)])));
  sheet.getColumn('phone').eachCell((cell, n) => n > 1 && (cell.numFmt = '@'));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

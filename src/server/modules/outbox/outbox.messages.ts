import type { Consultation, SpamReason } from '../../../shared/schemas/consultations';
import type { MailMessage } from '../../lib/mailer';
import { appointmentLines } from '../booking/booking-mail.messages';

/** The service an enquiry asks about, in Chinese and English (the same words as the site's forms). */
const typeLabels: Record<string, [string, string]> = {
  immigration: ['移民咨询', 'Immigration consultation'],
  education: ['留学咨询', 'Study consultation'],
  business: ['企业服务咨询', 'Business consultation'],
  'value-added': ['增值服务咨询', 'Value-added services'],
  overseas: ['海外身份咨询', 'Overseas residency consultation'],
  general: ['一般咨询', 'General enquiry'],
};
export const typeLabel = (type: string): [string, string] => typeLabels[type] ?? [type, type];

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One line of a subject: no line breaks from a visitor's text. */
export const oneLine = (s: string, max = 60) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

export function htmlOf(lines: string[]): string {
  const body = lines.map((l) => (l ? escapeHtml(l) : '')).join('<br>\n');
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${body}</body></html>`;
}

/** The back office's link to the enquiry (its detail dialog opens from ?open=). */
export const enquiryLink = (origin: string, id: number) => `${origin}/consultations?open=${id}`;

/** The back office's Spam folder. */
export const spamFolderLink = (origin: string) => `${origin}/consultations?folder=spam`;

/** Why a post looked automated, in Chinese and English (the inbox says the same). */
const spamReasonLabels: Record<SpamReason, [string, string]> = {
  honeypot: ['填写了访客看不到的字段', 'filled in a field people cannot see'],
  'too-fast': ['提交过快（打开表单 3 秒内）', 'sent within 3 s of opening the form'],
  'token-missing': ['缺少表单令牌（例如未启用 JavaScript）', 'no form token (e.g. JavaScript off)'],
  'token-invalid': ['表单令牌无效', 'invalid form token'],
  'token-expired': ['表单已过期（打开超过一天）', 'form open for over a day'],
};
const reasonsOf = (signals: SpamReason[]) => {
  const labels = signals.map((s) => spamReasonLabels[s] ?? [s, s]);
  return `${labels.map(([zh]) => zh).join('；')} / ${labels.map(([, en]) => en).join('; ')}`;
};

const SINGAPORE_OFFSET_MS = 8 * 60 * 60 * 1000;
/** A time as a Singapore wall clock reads it (UTC+8, no daylight saving): `YYYY-MM-DD HH:MM`. */
export const singaporeClock = (t: Date): string => new Date(t.getTime() + SINGAPORE_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/** Staff: Chinese with the English beside it, the enquiry's fields and the link. */
export function staffNotification(c: Consultation, link: string): Omit<MailMessage, 'to'> {
  const [zh, en] = typeLabel(c.type);
  const utm = c.utm ? Object.entries(c.utm).map(([k, v]) => `utm_${k}=${v}`).join(', ') : '';
  // one spam signal: kept in the inbox and mailed, with the reason (docs/decisions/0012-enquiry-inbox.md, addendum)
  const suspect = c.suspect && c.spamSignals.length ? c.spamSignals : null;
  const lines = [
    `新咨询 New enquiry #${c.id}`,
    ...(suspect ? ['', `可疑 Suspect: ${reasonsOf(suspect)}`, '请先核实再回复 Please check it before you reply; it is in the inbox, not the Spam folder.'] : []),
    '',
    `姓名 Name: ${c.name}`,
    `邮箱 Email: ${c.email}`,
    `电话 Phone: ${c.phone}`,
    `咨询类型 Service: ${zh} / ${en}`,
    // a booking (docs/decisions/0028-booking-and-chat.md): its time in Singapore, how it is held and with whom
    ...(c.appointment ? appointmentLines({ ...c.appointment, startsAt: new Date(c.appointment.startsAt), endsAt: new Date(c.appointment.endsAt) }) : []),
    `来源页面 Page: ${c.sourcePage ?? '-'}${c.lang ? ` (${c.lang})` : ''}`,
    ...(utm ? [`推广参数 Campaign: ${utm}`] : []),
    `提交时间 Received: ${c.createdAt}`,
    '',
    '咨询内容 Message:',
    ...c.message.split(/\r?\n/),
    '',
    `在后台查看 Open in the back office: ${link}`,
  ];
  const subject = `${suspect ? '[可疑 Suspect] ' : ''}新咨询 New enquiry #${c.id}：${zh} ${en} — ${oneLine(c.name, 40)}`;
  return { subject, text: lines.join('\n'), html: htmlOf(lines) };
}

/** One spam entry of a digest. */
export interface DigestEntry {
  id: number;
  name: string;
  createdAt: string;
  spamSignals: SpamReason[];
}

/** Staff: the spam filed automatically since the last digest, Chinese with the English beside it, and the Spam folder's link. */
export function spamDigest(day: string, entries: DigestEntry[], total: number, link: string): Omit<MailMessage, 'to'> {
  const more = total - entries.length;
  const lines = [
    `垃圾咨询日报 Spam digest — ${day}`,
    '',
    `${total} 条咨询被自动归入垃圾箱，没有通知任何人。请看看其中有没有真实客户，如有请移回收件箱。`,
    `${total} enquiries were filed as spam automatically and notified nobody. Look for real ones and move them back to the inbox.`,
    '',
    ...entries.map((e) => `#${e.id} ${oneLine(e.name || '-', 40)} · ${singaporeClock(new Date(e.createdAt))} SGT · 原因 Reason: ${reasonsOf(e.spamSignals)}`),
    ...(more > 0 ? [`另有 ${more} 条 … and ${more} more in the Spam folder`] : []),
    '',
    `查看垃圾箱 Open the Spam folder: ${link}`,
  ];
  return { subject: `垃圾咨询日报 Spam digest ${day}：${total} 条新 new`, text: lines.join('\n'), html: htmlOf(lines) };
}

/** The visitor's acknowledgement, in the language of the page they used. */
export function visitorAcknowledgement(c: Consultation): Omit<MailMessage, 'to'> {
  const [zh, en] = typeLabel(c.type);
  const lines =
    c.lang === 'en'
      ? [
          `Dear ${c.name},`,
          '',
          `Thank you for your enquiry (${en}). We have received it and will contact you soon.`,
          '',
          'Your message:',
          ...c.message.split(/\r?\n/),
        ]
      : [`${c.name}，您好：`, '', `感谢您的咨询（${zh}）。我们已收到您的留言，将尽快与您联系。`, '', '您的留言：', ...c.message.split(/\r?\n/)];
  const subject = c.lang === 'en' ? 'We have received your enquiry' : '我们已收到您的咨询';
  return { subject, text: lines.join('\n'), html: htmlOf(lines) };
}

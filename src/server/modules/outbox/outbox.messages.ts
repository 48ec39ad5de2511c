import type { Consultation } from '../../../shared/schemas/consultations';
import type { MailMessage } from '../../lib/mailer';

/** The service an enquiry asks about, in Chinese and English (the same words as the site's forms). */
const typeLabels: Record<string, [string, string]> = {
  immigration: ['移民咨询', 'Immigration consultation'],
  education: ['留学咨询', 'Study consultation'],
  business: ['企业服务咨询', 'Business consultation'],
  'value-added': ['增值服务咨询', 'Value-added services'],
  overseas: ['海外身份咨询', 'Overseas residency consultation'],
  general: ['一般咨询', 'General enquiry'],
};
const typeLabel = (type: string): [string, string] => typeLabels[type] ?? [type, type];

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One line of a subject: no line breaks from a visitor's text. */
const oneLine = (s: string, max = 60) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

function htmlOf(lines: string[]): string {
  const body = lines.map((l) => (l ? escapeHtml(l) : '')).join('<br>\n');
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${body}</body></html>`;
}

/** The back office's link to the enquiry (its detail dialog opens from ?open=). */
export const enquiryLink = (origin: string, id: number) => `${origin.replace(/\/+$/, '')}/consultations?open=${id}`;

/** Staff: Chinese with the English beside it, the enquiry's fields and the link. */
export function staffNotification(c: Consultation, link: string): Omit<MailMessage, 'to'> {
  const [zh, en] = typeLabel(c.type);
  const utm = c.utm ? Object.entries(c.utm).map(([k, v]) => `utm_${k}=${v}`).join(', ') : '';
  const lines = [
    `新咨询 New enquiry #${c.id}`,
    '',
    `姓名 Name: ${c.name}`,
    `邮箱 Email: ${c.email}`,
    `电话 Phone: ${c.phone}`,
    `咨询类型 Service: ${zh} / ${en}`,
    `来源页面 Page: ${c.sourcePage ?? '-'}${c.lang ? ` (${c.lang})` : ''}`,
    ...(utm ? [`推广参数 Campaign: ${utm}`] : []),
    `提交时间 Received: ${c.createdAt}`,
    '',
    '咨询内容 Message:',
    ...c.message.split(/\r?\n/),
    '',
    `在后台查看 Open in the back office: ${link}`,
  ];
  return { subject: `新咨询 New enquiry #${c.id}：${zh} ${en} — ${oneLine(c.name, 40)}`, text: lines.join('\n'), html: htmlOf(lines) };
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

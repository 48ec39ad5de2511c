import { brandWords } from '../../../shared/brand';
import type { Language } from '../../../shared/languages';
import type { MeetingKind } from '../../../shared/schemas/booking';

/**
 * The words of a booking's mail (docs/decisions/0028-booking-and-chat.md): the visitor's in their
 * language (the enquiry's), the staff's in Chinese with the English beside it, as the enquiry alert.
 */
type Pair = readonly [zh: string, en: string];
const pick = ([zh, en]: Pair, lang: Language) => (lang === 'en' ? en : zh);

const kindLabels: Record<MeetingKind, Pair> = {
  phone: ['电话咨询', 'Phone call'],
  video: ['视频通话', 'Video call'],
  office: ['到访办公室', 'Office visit'],
};
export const kindLabel = (kind: MeetingKind, lang: Language) => pick(kindLabels[kind] ?? [kind, kind], lang);

const SINGAPORE_OFFSET_MS = 8 * 60 * 60 * 1000;
const zhWeekdays = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];
const enWeekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const enMonths = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Singapore's wall clock (UTC+8 all year) read with UTC getters. */
const wall = (t: Date) => new Date(t.getTime() + SINGAPORE_OFFSET_MS);
const hhmm = (t: Date) => wall(t).toISOString().slice(11, 16);

/** "2026年12月3日（星期四）10:00–10:30（新加坡时间）" / "Thursday 3 December 2026, 10:00–10:30 (Singapore time)". */
export function singaporeWhen(start: Date, end: Date, lang: Language): string {
  const d = wall(start);
  const [y, m, day, wd] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCDay()];
  const hours = `${hhmm(start)}–${hhmm(end)}`;
  return lang === 'en' ? `${enWeekdays[wd]} ${day} ${enMonths[m]} ${y}, ${hours} (Singapore time)` : `${y}年${m + 1}月${day}日（${zhWeekdays[wd]}）${hours}（新加坡时间）`;
}

/** The appointment's lines in a staff mail (the new-enquiry alert, the reminder). */
export function appointmentLines(a: { startsAt: Date; endsAt: Date; kind: MeetingKind; consultant: { username: string } | null }): string[] {
  return [
    `预约时间 Appointment: ${singaporeWhen(a.startsAt, a.endsAt, 'zh')} / ${singaporeWhen(a.startsAt, a.endsAt, 'en')}`,
    `预约方式 Meeting: ${kindLabel(a.kind, 'zh')} / ${kindLabel(a.kind, 'en')}`,
    `顾问 Consultant: ${a.consultant ? a.consultant.username : '公司日历（未指定顾问） / the firm’s calendar (no consultant named)'}`,
  ];
}

/** What a visitor's booking mail says about the booking. */
export interface VisitorView {
  lang: Language;
  name: string;
  /** the service's name in the visitor's language */
  service: string;
  kind: MeetingKind;
  startsAt: Date;
  endsAt: Date;
  /** the office's address (an office visit) */
  address: string;
}

export interface MailWords {
  subject: string;
  lines: string[];
}

const brand = (lang: Language) => brandWords[lang].name;

/** The invitation's title: the service and the firm. */
export const invitationSummary = (v: VisitorView) => `${v.service} · ${brand(v.lang)}`;

/** The invitation's LOCATION: the office's address, or how the meeting is held. */
export const invitationLocation = (v: VisitorView) => (v.kind === 'office' && v.address ? v.address : kindLabel(v.kind, v.lang));

const kindHints: Record<MeetingKind, Pair> = {
  phone: ['我们会按您留下的电话号码致电给您。', 'We will call you on the phone number you gave us.'],
  video: ['我们会在预约开始前把视频通话链接发给您。', 'We will send you the video call link before the meeting.'],
  office: ['欢迎到访，请准时到达。', 'We look forward to seeing you at our office.'],
};

function details(v: VisitorView): string[] {
  const when = singaporeWhen(v.startsAt, v.endsAt, v.lang);
  const address = v.kind === 'office' && v.address ? [v.lang === 'en' ? `Address: ${v.address}` : `地址：${v.address}`] : [];
  return v.lang === 'en'
    ? [`Service: ${v.service}`, `Meeting: ${kindLabel(v.kind, 'en')}`, `Time: ${when}`, ...address, pick(kindHints[v.kind], 'en')]
    : [`服务：${v.service}`, `方式：${kindLabel(v.kind, 'zh')}`, `时间：${when}`, ...address, pick(kindHints[v.kind], 'zh')];
}

/** The invitation's DESCRIPTION: the meeting, and the link to change it (or to book again once cancelled). */
export function invitationDescription(v: VisitorView, link: string, cancelled: boolean): string {
  const lines = cancelled
    ? v.lang === 'en'
      ? ['This consultation has been cancelled.', `Book another time: ${link}`]
      : ['此预约已取消。', `重新预约：${link}`]
    : [...details(v), '', v.lang === 'en' ? `Change or cancel: ${link}` : `更改或取消预约：${link}`];
  return lines.join('\n');
}

const greeting = (v: VisitorView) => (v.lang === 'en' ? `Dear ${v.name},` : `${v.name}，您好：`);

export function confirmationWords(v: VisitorView, manageLink: string): MailWords {
  const when = singaporeWhen(v.startsAt, v.endsAt, v.lang);
  return v.lang === 'en'
    ? {
        subject: `Booking confirmed: ${when}`,
        lines: [greeting(v), '', 'Your free consultation is booked:', ...details(v), '', 'The calendar invitation is attached (invite.ics).', 'To change the time or cancel, open:', manageLink, '', brand('en')],
      }
    : {
        subject: `预约已确认：${when}`,
        lines: [greeting(v), '', '您的免费咨询已预约成功：', ...details(v), '', '本邮件附有日历邀请（invite.ics），可添加到您的日历。', '如需更改时间或取消预约，请打开：', manageLink, '', brand('zh')],
      };
}

export function movedWords(v: VisitorView, manageLink: string): MailWords {
  const when = singaporeWhen(v.startsAt, v.endsAt, v.lang);
  return v.lang === 'en'
    ? {
        subject: `Booking moved: ${when}`,
        lines: [greeting(v), '', 'Your consultation now takes place at a new time:', ...details(v), '', 'The attached invitation updates it in your calendar.', 'The link in earlier mail no longer works. To change or cancel again, open:', manageLink, '', brand('en')],
      }
    : {
        subject: `预约时间已更改：${when}`,
        lines: [greeting(v), '', '您的预约已改到新的时间：', ...details(v), '', '附件中的日历邀请会更新您日历中的这次预约。', '之前邮件中的链接已失效。如需再次更改或取消，请打开：', manageLink, '', brand('zh')],
      };
}

export function cancelledWords(v: VisitorView, by: 'visitor' | 'staff' | null, bookAgainLink: string): MailWords {
  const when = singaporeWhen(v.startsAt, v.endsAt, v.lang);
  const why: Record<'visitor' | 'staff' | 'none', Pair> = {
    visitor: ['您已取消以下预约：', 'You cancelled this consultation:'],
    staff: ['很抱歉，我们需要取消您的以下预约：', 'We are sorry, but we have had to cancel this consultation:'],
    none: ['以下预约已取消：', 'This consultation has been cancelled:'],
  };
  const [service, kind] = v.lang === 'en' ? [`Service: ${v.service}`, `Meeting: ${kindLabel(v.kind, 'en')}`] : [`服务：${v.service}`, `方式：${kindLabel(v.kind, 'zh')}`];
  const time = v.lang === 'en' ? `Time: ${when}` : `时间：${when}`;
  return v.lang === 'en'
    ? {
        subject: `Booking cancelled: ${when}`,
        lines: [greeting(v), '', pick(why[by ?? 'none'], 'en'), service, kind, time, '', 'The attached update removes it from your calendar.', 'To book another time, open:', bookAgainLink, '', brand('en')],
      }
    : {
        subject: `预约已取消：${when}`,
        lines: [greeting(v), '', pick(why[by ?? 'none'], 'zh'), service, kind, time, '', '附件中的日历更新会从您的日历中移除这次预约。', '如需重新预约，请打开：', bookAgainLink, '', brand('zh')],
      };
}

export function reminderWords(v: VisitorView, manageLink: string): MailWords {
  const when = singaporeWhen(v.startsAt, v.endsAt, v.lang);
  return v.lang === 'en'
    ? {
        subject: `Reminder: your consultation on ${when}`,
        lines: [greeting(v), '', 'A reminder of your free consultation:', ...details(v), '', 'To change the time or cancel, open:', manageLink, '', brand('en')],
      }
    : {
        subject: `预约提醒：${when}`,
        lines: [greeting(v), '', '提醒您，您的免费咨询即将开始：', ...details(v), '', '如需更改时间或取消预约，请打开：', manageLink, '', brand('zh')],
      };
}

/** Staff: the booking coming up, with the visitor's details and the enquiry's link. */
export function staffReminderWords(
  b: { consultationId: number; name: string; email: string; phone: string; lang: Language; message: string; service: Pair },
  appointment: Parameters<typeof appointmentLines>[0],
  link: string,
): MailWords {
  const clock = wall(appointment.startsAt).toISOString().slice(0, 16).replace('T', ' ');
  const name = b.name.replace(/\s+/g, ' ').trim().slice(0, 40);
  const lines = [
    `预约提醒 Booking reminder #${b.consultationId}`,
    '',
    ...appointmentLines(appointment),
    `咨询类型 Service: ${b.service[0]} / ${b.service[1]}`,
    `姓名 Name: ${b.name}`,
    `邮箱 Email: ${b.email}`,
    `电话 Phone: ${b.phone}`,
    `语言 Language: ${b.lang === 'en' ? 'English' : '中文'}`,
    ...(b.message ? ['', '留言 Message:', ...b.message.split(/\r?\n/)] : []),
    '',
    `在后台查看 Open in the back office: ${link}`,
  ];
  return { subject: `预约提醒 Booking reminder #${b.consultationId}：${clock} SGT — ${name}`, lines };
}

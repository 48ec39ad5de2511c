import type { Language } from '../../../shared/languages';
import { paths, withQuery } from '../../../shared/paths';
import type { MailMessage } from '../../lib/mailer';
import { htmlOf, oneLine, singaporeClock } from './outbox.messages';

/** What a review mail says of its submission, read when the mail is sent (docs/decisions/0026-roles-and-review.md). */
export interface ReviewMailFacts {
  id: number;
  articleId: number;
  title: string;
  lang: Language;
  state: 'pending' | 'approved' | 'returned';
  live: boolean;
  publishAt: Date | null;
  comment: string | null;
  submitterName: string;
  deciderName: string | null;
}

const langLabel = (lang: Language) => (lang === 'zh' ? '中文 Chinese' : '英文 English');

/** The review screen of one submission (/admin/review/12 leads to it). */
export const reviewLink = (origin: string, id: number) => `${origin}/admin${paths.reviewSubmission(id)}`;

/** The article's editor in the back office. */
export const articleEditorLink = (origin: string, articleId: number) => `${origin}${withQuery(paths.articles, { edit: String(articleId) })}`;

/** Editors and admins: a version waits for their review. */
export function reviewSubmittedMail(f: ReviewMailFacts, link: string): Omit<MailMessage, 'to'> {
  const lines = [
    `待审核 Waiting for review #${f.id}`,
    '',
    `${f.submitterName} 提交了一篇文章等待审核。`,
    `${f.submitterName} submitted an article for review.`,
    '',
    `标题 Title: ${f.title}`,
    `语言 Language: ${langLabel(f.lang)}`,
    ...(f.live ? ['修改已发布的版本：批准前线上页面保持不变 Changes to a published version: the live page stays as it is until approved'] : []),
    ...(f.publishAt ? [`希望发布时间 Publish at: ${singaporeClock(f.publishAt)} SGT`] : []),
    '',
    `审核 Review it: ${link}`,
  ];
  return { subject: `待审核 Review requested：${oneLine(f.title, 50)}`, text: lines.join('\n'), html: htmlOf(lines) };
}

/** The submitter: her submission was approved, or returned with the editor's comment. */
export function reviewDecidedMail(f: ReviewMailFacts, link: string): Omit<MailMessage, 'to'> {
  const approved = f.state === 'approved';
  const by = f.deciderName ?? '-';
  const lines = approved
    ? [
        `已批准 Approved #${f.id}`,
        '',
        `${by} 批准了您提交的文章${f.publishAt && f.publishAt > new Date() ? `，将于 ${singaporeClock(f.publishAt)} SGT 发布` : '，已发布'}。`,
        `${by} approved your submission${f.publishAt && f.publishAt > new Date() ? `: it will be published at ${singaporeClock(f.publishAt)} SGT` : ': it is published'}.`,
      ]
    : [`已退回 Returned #${f.id}`, '', `${by} 退回了您提交的文章，请按意见修改后重新提交。`, `${by} returned your submission: please revise it and submit it again.`, '', '意见 Comment:', ...(f.comment ?? '').split(/\r?\n/)];
  lines.push('', `标题 Title: ${f.title}`, `语言 Language: ${langLabel(f.lang)}`, '', `打开文章 Open the article: ${link}`);
  const subject = approved ? `已批准 Approved：${oneLine(f.title, 50)}` : `已退回 Returned：${oneLine(f.title, 50)}`;
  return { subject, text: lines.join('\n'), html: htmlOf(lines) };
}

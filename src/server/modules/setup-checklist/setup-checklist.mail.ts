import type { TestMailResult } from '../../../shared/schemas/setup-checklist';
import { createMailer, mailFromOf, type Mailer } from '../../lib/mailer';

/** SMTP_URL's mailer, made for each test mail; undefined without SMTP_URL. */
export function testMailer(config: { smtpUrl?: string | undefined; mailFrom?: string | undefined; publicUrl?: string | undefined }): (() => Mailer) | undefined {
  const { smtpUrl } = config;
  return smtpUrl ? () => createMailer(smtpUrl, mailFromOf(config)) : undefined;
}

/** Like the outbox worker's log: an SMTP failure by its code only (answers can quote addresses). */
const errorSummary = (err: unknown) => {
  const e = err as { code?: unknown; responseCode?: unknown; command?: unknown };
  return [e.code, e.responseCode, e.command].filter((v) => v !== undefined).join(' ') || 'error';
};

/** One bilingual test mail through SMTP_URL, answered with what happened (never thrown: a failure is the answer). */
export async function testMail(mailer: (() => Mailer) | undefined, to: string | null, publicUrl: string | undefined): Promise<TestMailResult> {
  if (!mailer) return { sent: false, to: to ?? '', error: 'not-configured' };
  if (!to) return { sent: false, to: '', error: 'no-recipient' };
  const site = publicUrl ?? '';
  const transport = mailer();
  try {
    await transport.send({
      to: [to],
      subject: '测试邮件 Test mail',
      text: `这是网站后台发出的测试邮件：邮件发送设置（SMTP_URL）可以使用。\nThis test mail was sent from the site's back office: mail delivery (SMTP_URL) works.\n${site}`.trim(),
    });
    return { sent: true, to };
  } catch (err) {
    return { sent: false, to, error: errorSummary(err) };
  } finally {
    transport.close();
  }
}

import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  /**
   * a calendar invitation: nodemailer sends it as the text/calendar alternative (mail clients show accept
   * buttons) and attaches it as `filename` too (application/ics)
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP_URL (smtp://user:pass@host:587, or smtps://… for TLS from the start) as nodemailer's options,
 * with short timeouts: the outbox worker retries later, so a dead server must not hold it for minutes.
 */
function transportOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

/** MAIL_FROM, else no-reply@ the PUBLIC_URL's host (or localhost). */
export const mailFromOf = (config: { mailFrom?: string | undefined; publicUrl?: string | undefined }): string =>
  config.mailFrom ?? `no-reply@${config.publicUrl ? new URL(config.publicUrl).hostname : 'localhost'}`;

/** Sends mail over SMTP from MAIL_FROM; nodemailer encodes non-ASCII subjects (RFC 2047) and bodies. */
export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(transportOptions(smtpUrl));
  return {
    async send({ to, subject, text, html, icalEvent }) {
      await transport.sendMail({ from, to, subject, text, html, icalEvent });
    },
    close: () => transport.close(),
  };
}

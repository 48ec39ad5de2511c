import type { NotificationSettings, NotificationSettingsInput } from '../../../shared/schemas/inbox';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { withTransaction, type Actor } from '../../lib/transaction';
import { changesBetween, type AuditRecorder } from '../audit/audit.recorder';
import { settingsRepository } from './settings.repository';

const NOTIFICATIONS = 'notifications';

/** What the outbox needs when it queues an enquiry's mail. */
export interface MailPolicy {
  notifyEmails: string[];
  acknowledgeVisitor: boolean;
}

interface StoredNotifications {
  notifyEmails?: unknown;
  acknowledgeVisitor?: unknown;
}

/** Notification settings: saved by staff in the database; NOTIFY_EMAILS until they save (docs/decisions/0012-enquiry-inbox.md). */
export function settingsService(db: Db, config: Config, audit: AuditRecorder) {
  /** Read with the caller's db, so an enquiry's transaction sees the settings it queues mail by. */
  async function mailPolicy(tx: Db = db): Promise<MailPolicy> {
    const stored = ((await settingsRepository(tx).get(NOTIFICATIONS)) ?? {}) as StoredNotifications;
    const saved = Array.isArray(stored.notifyEmails) ? stored.notifyEmails.filter((e): e is string => typeof e === 'string') : undefined;
    return { notifyEmails: saved ?? config.notifyEmails, acknowledgeVisitor: stored.acknowledgeVisitor === true };
  }

  const answer = (policy: MailPolicy): NotificationSettings => ({
    ...policy,
    smtpConfigured: Boolean(config.smtpUrl),
    mailFrom: config.mailFrom ?? null,
    retentionMonths: config.retentionMonths,
  });

  return {
    mailPolicy,
    smtpConfigured: (): boolean => Boolean(config.smtpUrl),

    notifications: async (): Promise<NotificationSettings> => answer(await mailPolicy()),

    async saveNotifications(actor: Actor, input: NotificationSettingsInput): Promise<NotificationSettings> {
      const value = { notifyEmails: [...new Set(input.notifyEmails.map((e) => e.trim()))], acknowledgeVisitor: input.acknowledgeVisitor };
      await withTransaction(db, async (tx) => {
        const before = await mailPolicy(tx);
        await settingsRepository(tx).set(NOTIFICATIONS, value);
        const changes = changesBetween({ ...before }, value);
        if (changes.length) await audit.record(tx, actor, { action: 'save', entityType: 'settings', entityId: NOTIFICATIONS, entityLabel: NOTIFICATIONS, changes });
      });
      return answer(value);
    },
  };
}
export type SettingsService = ReturnType<typeof settingsService>;

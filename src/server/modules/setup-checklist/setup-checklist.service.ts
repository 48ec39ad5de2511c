import { languages } from '../../../shared/languages';
import { defaultHomeTexts } from '../../../shared/home-content-defaults';
import type { HomeContent } from '../../../shared/schemas/home-content';
import { setupItems, type SetupChecklist, type SetupItemId, type TestMailResult } from '../../../shared/schemas/setup-checklist';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { withTransaction, type Actor } from '../../lib/transaction';
import type { AuditRecorder } from '../audit/audit.recorder';
import type { ContactService } from '../contact/contact.service';
import type { HomeContentService } from '../home-content/home-content.service';
import { setupChecklistRepository } from './setup-checklist.repository';
import { testMail } from './setup-checklist.mail';

export interface SetupChecklistDeps {
  contact: ContactService;
  homeContent: HomeContentService;
  publicUrl: string | undefined;
  audit: AuditRecorder;
  /** SMTP_URL's mailer, made when a test mail is sent; absent without SMTP_URL */
  mailer?: () => Mailer;
}

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/**
 * Whether the home page still shows the product's samples (docs/product-spec.md): a language's four
 * claims as shipped, or a visible testimonial whose words are a shipped one.
 */
export function showsSamples(content: HomeContent): boolean {
  return languages.some((lang) => {
    const texts = content[lang];
    const shipped = defaultHomeTexts[lang];
    const sampleQuotes = new Set(shipped.testimonials.map((t) => t.content.trim()));
    return JSON.stringify(texts.claims) === JSON.stringify(shipped.claims) || texts.testimonials.some((t) => !t.hidden && sampleQuotes.has(t.content.trim()));
  });
}

/** The setup checklist (docs/decisions/0023-setup-checklist.md): each item read from the data or the configuration, or closed by hand. */
export function setupChecklistService(db: Db, deps: SetupChecklistDeps) {
  const repo = setupChecklistRepository(db);

  async function doneness(): Promise<Record<SetupItemId, { done: boolean; missing?: number }>> {
    const [contact, home, trust, withoutEnglish, withoutTwoFactor] = await Promise.all([
      deps.contact.get('zh'),
      deps.homeContent.get(),
      deps.homeContent.getTrust(),
      repo.serviceArticlesWithoutEnglish(),
      repo.adminsWithoutTwoFactor(),
    ]);
    return {
      phone: { done: filled(contact.phone) },
      email: { done: filled(contact.email) },
      whatsapp: { done: filled(contact.whatsapp) },
      wechat: { done: filled(contact.wechat) },
      address: { done: filled(contact.address) },
      'dpo-contact': { done: filled(contact.dpoContact) },
      licence: { done: filled(trust.licenceNumber) || filled(trust.uen) },
      'home-samples': { done: !showsSamples(home) },
      'service-english': { done: withoutEnglish === 0, missing: withoutEnglish },
      'public-url': { done: filled(deps.publicUrl) },
      mail: { done: deps.mailer !== undefined },
      'two-factor': { done: withoutTwoFactor === 0, missing: withoutTwoFactor },
    };
  }

  /** Records a dismissal or a confirmation and its audit entry in one transaction. */
  async function close(actor: Actor, item: SetupItemId, state: 'dismissed' | 'confirmed', reason: string | null): Promise<void> {
    await withTransaction(db, async (tx) => {
      await setupChecklistRepository(tx).close(item, state, reason, actor.userId);
      await deps.audit.record(tx, actor, {
        action: 'save',
        entityType: 'settings',
        entityId: 'setup-checklist',
        entityLabel: item,
        changes: [{ field: `setupChecklist.${item}`, from: null, to: reason === null ? state : `${state}: ${reason}` }],
      });
    });
  }

  return {
    async get(adminId: number | null): Promise<SetupChecklist> {
      const [done, closures, adminEmail] = await Promise.all([doneness(), repo.closures(), adminId === null ? null : repo.emailOf(adminId)]);
      const items = setupItems.map((id) => ({ id, ...done[id], closed: closures.get(id) ?? null }));
      return { items, open: items.filter((i) => !i.done && !i.closed).length, adminEmail };
    },

    dismiss: (actor: Actor, item: SetupItemId, reason: string) => close(actor, item, 'dismissed', reason),

    /** Staff keep the shipped testimonials and claims on purpose: an explicit, recorded choice. */
    confirm: (actor: Actor, item: SetupItemId) => close(actor, item, 'confirmed', null),

    /** Sends a test mail now (not queued) so the admin sees at once whether SMTP_URL works. */
    async sendTestMail(adminId: number | null, to: string | undefined): Promise<TestMailResult> {
      const recipient = to?.trim() || (adminId === null ? null : await repo.emailOf(adminId));
      return testMail(deps.mailer, recipient, deps.publicUrl);
    },
  };
}
export type SetupChecklistService = ReturnType<typeof setupChecklistService>;

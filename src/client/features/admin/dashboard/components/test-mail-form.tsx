import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useErrorMessage } from '@/i18n/error-message';
import type { TestMailResult } from '@shared/schemas/setup-checklist';
import { useSendTestMail } from '../api/send-test-mail';

/** Sends a test mail through SMTP_URL now, to a typed address or the admin's own, and says what happened. */
export function TestMailForm({ adminEmail }: { adminEmail: string | null }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const id = useId();
  const [to, setTo] = useState('');
  const send = useSendTestMail();

  const outcome = (result: TestMailResult): { ok: boolean; text: string } => {
    if (result.sent) return { ok: true, text: t('dashboard.setup.testMail.sent', { to: result.to }) };
    if (result.error === 'not-configured') return { ok: false, text: t('dashboard.setup.testMail.notConfigured') };
    if (result.error === 'no-recipient') return { ok: false, text: t('dashboard.setup.testMail.noRecipient') };
    return { ok: false, text: t('dashboard.setup.testMail.failed', { error: result.error }) };
  };
  const shown = send.data ? outcome(send.data) : send.error ? { ok: false, text: errorMessage(send.error) } : null;

  return (
    <form
      className="grid gap-2 border-t pt-4"
      data-testid="setup-test-mail"
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate({ to: to.trim() });
      }}
    >
      <h3 className="text-sm font-semibold">{t('dashboard.setup.testMail.title')}</h3>
      <Label htmlFor={id}>{t('dashboard.setup.testMail.to')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={id} type="email" value={to} onChange={(e) => setTo(e.target.value)} placeholder={adminEmail ?? t('dashboard.setup.testMail.placeholder')} className="sm:max-w-xs" />
        <Button type="submit" variant="outline" disabled={send.isPending}>
          {t('dashboard.setup.testMail.send')}
        </Button>
      </div>
      <p role="status" className={shown?.ok === false ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
        {shown?.text}
      </p>
    </form>
  );
}

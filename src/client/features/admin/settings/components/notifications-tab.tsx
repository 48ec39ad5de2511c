import { AlertTriangle, Clock, MailCheck, Plus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useErrorMessage, useFieldErrorMessage } from '@/i18n/error-message';
import { cn } from '@/lib/utils';
import { notificationSettingsInputSchema, type NotificationSettings } from '@shared/schemas/inbox';
import { fieldAria } from '../../shared/form-field';
import { useUnsavedChanges } from '../../shared/unsaved-changes';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';

const MAX_EMAILS = 20;
const emailSchema = notificationSettingsInputSchema.shape.notifyEmails.element;
const touch = 'max-md:h-11 max-md:min-w-11';

interface Draft {
  emails: string[];
  acknowledgeVisitor: boolean;
}
const toDraft = (s: NotificationSettings | undefined): Draft => ({ emails: s?.notifyEmails ?? [], acknowledgeVisitor: s?.acknowledgeVisitor ?? false });
const cleaned = (emails: string[]) => emails.map((e) => e.trim()).filter(Boolean);
const same = (a: Draft, b: Draft) => a.acknowledgeVisitor === b.acknowledgeVisitor && cleaned(a.emails).join('\n') === cleaned(b.emails).join('\n');

/** Each row's error: an email, not listed twice (blank rows are dropped on save). */
function useRowErrors() {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorMessage();
  return (emails: string[]) =>
    emails.map((raw, i) => {
      const v = raw.trim();
      if (!v) return undefined;
      const parsed = emailSchema.safeParse(v);
      const issue = parsed.error?.issues[0];
      if (issue) return fieldError({ type: issue.code, message: issue.message });
      const firstIndex = emails.findIndex((o) => o.trim().toLowerCase() === v.toLowerCase());
      return firstIndex < i ? t('settings.notifications.duplicate') : undefined;
    });
}

/**
 * Who is emailed about each new enquiry, and whether the visitor gets an acknowledgement; says plainly
 * when no mail can go out (no SMTP_URL) and how long enquiries are kept (RETENTION_MONTHS).
 */
export function NotificationsTab() {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const query = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const rowErrors = useRowErrors();
  // null until staff edit: the server's values show
  // a row's error shows once it was left, or on save
  const [showErrors, setShowErrors] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const lastInput = useRef<HTMLInputElement>(null);
  const [focusLast, setFocusLast] = useState(false);
  const [edits, setEdits] = useState<Draft | null>(null);
  const saved = toDraft(query.data);
  const draft = edits ?? saved;
  const setDraft = (change: (d: Draft) => Draft) => setEdits(change(draft));
  const dirty = edits !== null && !same(edits, saved);
  useUnsavedChanges(dirty);
  const n = 'settings.notifications' as const;

  useEffect(() => {
    if (!focusLast) return;
    lastInput.current?.focus();
    setFocusLast(false);
  }, [focusLast]);

  if (query.isPending) return <Skeleton className="h-80 w-full rounded-xl" />;
  if (!query.data) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-background py-12 text-center">
        <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
        <p className="font-medium">{t(`${n}.loadFailed`)}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('shared.actions.retry')}
        </Button>
      </div>
    );
  }

  const errors = rowErrors(draft.emails);
  const setEmail = (i: number, value: string) => setDraft((d) => ({ ...d, emails: d.emails.map((e, j) => (j === i ? value : e)) }));
  const remove = (i: number) => {
    setDraft((d) => ({ ...d, emails: d.emails.filter((_, j) => j !== i) }));
    setLeft(new Set());
  };
  const add = () => {
    setDraft((d) => ({ ...d, emails: [...d.emails, ''] }));
    setFocusLast(true);
  };
  const save = () => {
    if (errors.some(Boolean)) return setShowErrors(true);
    const input = { notifyEmails: cleaned(draft.emails), acknowledgeVisitor: draft.acknowledgeVisitor };
    update.mutate(input, {
      onSuccess: () => {
        setEdits(null);
        setShowErrors(false);
        setLeft(new Set());
        toast.success(t(`${n}.saved`));
      },
      onError: (err) => toast.error(t(`${n}.saveFailed`), { description: errorMessage(err) }),
    });
  };
  const { smtpConfigured, mailFrom, retentionMonths } = query.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(`${n}.title`)}</CardTitle>
        <CardDescription>{t(`${n}.description`)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {smtpConfigured ? (
          <p className="flex items-start gap-2 rounded-lg bg-green-50 p-3 text-sm text-green-900" data-testid="smtp-status">
            <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {mailFrom ? t(`${n}.smtpReadyFrom`, { from: mailFrom }) : t(`${n}.smtpReady`)}
          </p>
        ) : (
          <p role="status" className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="smtp-status">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t(`${n}.smtpMissing`)}
          </p>
        )}
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium">{t(`${n}.emails`)}</legend>
          <p className="-mt-1 text-xs text-muted-foreground">{t(`${n}.emailsHint`, { max: MAX_EMAILS })}</p>
          {draft.emails.length === 0 && <p className="text-sm text-muted-foreground italic">{t(`${n}.noEmails`)}</p>}
          <ul className="grid gap-2">
            {draft.emails.map((email, i) => {
              const id = `notify-email-${i}`;
              const error = showErrors || left.has(i) ? errors[i] : undefined;
              return (
                <li key={i} className="grid gap-1">
                  <div className="flex gap-2">
                    <Label htmlFor={id} className="sr-only">
                      {t(`${n}.emailLabel`, { n: i + 1 })}
                    </Label>
                    <Input
                      ref={i === draft.emails.length - 1 ? lastInput : undefined}
                      type="email"
                      inputMode="email"
                      autoComplete="off"
                      value={email}
                      onChange={(e) => setEmail(i, e.target.value)}
                      onBlur={() => setLeft((l) => new Set(l).add(i))}
                      placeholder="name@example.com"
                      className={cn('flex-1', touch)}
                      {...fieldAria(id, error)}
                    />
                    <Button type="button" variant="ghost" size="icon" className={touch} onClick={() => remove(i)} aria-label={t(`${n}.remove`, { email: email || t(`${n}.emailLabel`, { n: i + 1 }) })}>
                      <X aria-hidden="true" />
                    </Button>
                  </div>
                  {error && (
                    <p id={`${id}-error`} className="text-sm font-medium text-destructive">
                      {error}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
          <Button type="button" variant="outline" className={cn('w-fit', touch)} onClick={add} disabled={draft.emails.length >= MAX_EMAILS}>
            <Plus aria-hidden="true" />
            {t(`${n}.add`)}
          </Button>
        </fieldset>
        <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
          <div className="grid gap-1">
            <Label htmlFor="acknowledge-visitor">{t(`${n}.acknowledge`)}</Label>
            <p id="acknowledge-visitor-hint" className="text-xs text-muted-foreground">
              {t(`${n}.acknowledgeHint`)}
            </p>
          </div>
          <button
            id="acknowledge-visitor"
            type="button"
            role="switch"
            aria-checked={draft.acknowledgeVisitor}
            aria-describedby="acknowledge-visitor-hint"
            onClick={() => setDraft((d) => ({ ...d, acknowledgeVisitor: !d.acknowledgeVisitor }))}
            className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-input transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-checked:bg-primary max-md:my-2.5"
          >
            <span aria-hidden="true" className={cn('size-5 rounded-full bg-background shadow transition-transform', draft.acknowledgeVisitor ? 'translate-x-5.5' : 'translate-x-0.5')} />
          </button>
        </div>
        <div className="flex items-start gap-2 rounded-lg bg-muted/60 p-3 text-sm" data-testid="retention">
          <Clock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div>
            <p className="font-medium">{t(`${n}.retention`)}</p>
            <p className="text-muted-foreground">{t(`${n}.retentionText`, { months: retentionMonths })}</p>
          </div>
        </div>
      </CardContent>
      <CardFooter className="flex justify-end gap-2 border-t pt-6">
        <Button type="button" variant="outline" className={touch} onClick={() => setEdits(null)} disabled={!dirty || update.isPending}>
          {t('shared.actions.cancel')}
        </Button>
        <Button type="button" className={touch} onClick={save} disabled={!dirty || update.isPending}>
          {update.isPending && <Spinner aria-hidden="true" />}
          {update.isPending ? t('shared.saving') : t('shared.actions.save')}
        </Button>
      </CardFooter>
    </Card>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useErrorMessage } from '@/i18n/error-message';
import { MAX_DISMISS_REASON, type SetupItemId } from '@shared/schemas/setup-checklist';
import { useDismissSetupItem } from '../api/close-setup-item';

/** The reason an item is dismissed for: required, kept for every admin and in the activity log. */
export function DismissForm({ item, onDone }: { item: SetupItemId; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const id = useId();
  const [reason, setReason] = useState('');
  const dismiss = useDismissSetupItem();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    dismiss.mutate(
      { item, reason: reason.trim() },
      { onSuccess: onDone, onError: (err) => toast.error(t('dashboard.setup.dismissFailed'), { description: errorMessage(err) }) },
    );
  };
  return (
    <form onSubmit={submit} className="mt-3 grid gap-2" data-testid={`setup-dismiss-form-${item}`}>
      <Label htmlFor={id}>{t('dashboard.setup.reason')}</Label>
      <Textarea id={id} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={MAX_DISMISS_REASON} rows={2} required aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('dashboard.setup.reasonHint', { max: MAX_DISMISS_REASON })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={!reason.trim() || dismiss.isPending}>
          {t('dashboard.setup.confirmDismiss')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {t('dashboard.setup.cancel')}
        </Button>
      </div>
    </form>
  );
}

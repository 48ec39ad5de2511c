import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/**
 * The cancel / save pair at the foot of an edit dialog; both wait while saving. Save submits
 * `form` when given, else calls `onSave`.
 */
export function CancelSaveButtons({ pending, onCancel, form, onSave }: { pending: boolean; onCancel: () => void; form?: string; onSave?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        {t('shared.actions.cancel')}
      </Button>
      <Button type={form ? 'submit' : 'button'} form={form} onClick={onSave} disabled={pending}>
        {pending && <Spinner aria-hidden="true" />}
        {pending ? t('shared.saving') : t('shared.actions.save')}
      </Button>
    </>
  );
}

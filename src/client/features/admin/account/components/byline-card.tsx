import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useErrorMessage } from '@/i18n/error-message';
import { useOwnByline, useSaveOwnByline } from '../api/byline';
import { BylineForm } from './byline-form';

/** The Account tab's byline: how the signed-in user's articles name them in public. */
export function BylineCard() {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const byline = useOwnByline();
  const save = useSaveOwnByline();

  return (
    <Card data-testid="byline-card">
      <CardHeader>
        <CardTitle>{t('account.byline.title')}</CardTitle>
        <CardDescription>{t('account.byline.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {byline.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('account.byline.loadFailed')}
          </p>
        ) : (
          <BylineForm
            initial={byline.data}
            idPrefix="own-byline"
            onSave={async (values) => {
              await save.mutateAsync(values);
              toast.success(t('account.byline.saved'));
            }}
            onFailed={(err) => toast.error(t('account.byline.failed'), { description: errorMessage(err, t('shared.errors.unknown')) })}
            actions={
              <Button type="submit" className="w-fit" disabled={save.isPending || byline.isPending}>
                {save.isPending && <Spinner aria-hidden="true" />}
                {save.isPending ? t('account.byline.saving') : t('account.byline.save')}
              </Button>
            }
          />
        )}
      </CardContent>
    </Card>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { REVIEW_COMMENT_MAX, returnReviewSchema, type ReturnReviewInput } from '@shared/schemas/review';
import { fieldAria, FormField } from '../../shared/form-field';

const id = 'review-comment';

/** "Return with a comment": the comment is required (1..2000 characters); its error shows under the field. */
export function ReturnDialog({ working, onCancel, onReturn }: { working: boolean; onCancel: () => void; onReturn: (input: ReturnReviewInput) => void }) {
  const { t } = useTranslation('admin');
  const form = useForm<ReturnReviewInput>({ resolver: zodResolver(returnReviewSchema), defaultValues: { comment: '' } });
  const problem = form.formState.errors.comment;
  const error = problem ? (problem.type === 'too_big' ? t('review.returnDialog.tooLong', { max: REVIEW_COMMENT_MAX }) : t('review.returnDialog.required')) : undefined;
  const length = form.watch('comment').length;

  return (
    <Dialog open onOpenChange={(open) => !open && !working && onCancel()}>
      <DialogContent closeLabel={t('shared.actions.close')} data-testid="return-dialog">
        <DialogHeader>
          <DialogTitle>{t('review.returnDialog.title')}</DialogTitle>
          <DialogDescription>{t('review.returnDialog.description')}</DialogDescription>
        </DialogHeader>
        <form id="return-form" noValidate onSubmit={form.handleSubmit(onReturn)}>
          <FormField id={id} label={t('review.returnDialog.comment')} error={error} required>
            <Textarea
              {...form.register('comment')}
              {...fieldAria(id, error)}
              rows={6}
              className="max-h-[40dvh]"
              placeholder={t('review.returnDialog.placeholder')}
            />
          </FormField>
          <p className={`mt-1 text-right text-xs ${length > REVIEW_COMMENT_MAX ? 'text-destructive' : 'text-muted-foreground'}`} aria-hidden="true">
            {t('review.returnDialog.count', { length, max: REVIEW_COMMENT_MAX })}
          </p>
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={working}>
            {t('shared.actions.cancel')}
          </Button>
          <Button type="submit" form="return-form" disabled={working} data-testid="return-confirm">
            {working && <Spinner aria-hidden="true" />}
            {working ? t('review.returnDialog.working') : t('review.returnDialog.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

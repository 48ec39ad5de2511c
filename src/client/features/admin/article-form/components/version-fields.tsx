import { Controller } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { articleStatuses } from '@shared/catalog';
import { fieldAria, FormField } from '../../shared/form-field';
import type { VersionForm } from './main-fields';
import { TagsInput } from './tags-input';

export const META_ADVISED = 160;
const f = 'articleForm.fields' as const;

/**
 * The status select of one language version. A live version cannot be set to Draft here: that is
 * the "Unpublish" button's job, so the select and the buttons never disagree (docs/decisions/0024-beyond-the-spec.md).
 */
export function StatusField({ form, idPrefix }: { form: VersionForm; idPrefix: string }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const id = `${idPrefix}-status`;
  const live = form.formState.defaultValues?.status === 'Published';
  return (
    <FormField id={id} label={t(`${f}.status`)} hint={live ? t('articleForm.liveHint') : undefined}>
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger id={id} className="w-full" {...(live ? { 'aria-describedby': `${id}-hint` } : {})}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {/* In review is set by a submission, never chosen: offered only while the version is in it */}
              {articleStatuses.filter((s) => s !== 'InReview' || field.value === 'InReview').map((s) => (
                <SelectItem key={s} value={s} disabled={live && s === 'Draft'}>
                  {tc(`status.${s}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}

export function TagsField({ form, idPrefix }: { form: VersionForm; idPrefix: string }) {
  const { t } = useTranslation('admin');
  const id = `${idPrefix}-tags`;
  return (
    <FormField id={id} label={t(`${f}.tags`)}>
      <Controller
        control={form.control}
        name="tags"
        render={({ field }) => <TagsInput id={id} value={field.value} onChange={field.onChange} placeholder={t(`${f}.tagsPlaceholder`)} />}
      />
    </FormField>
  );
}

/** The SEO description with its live count against the advised length. */
export function MetaField({ form, idPrefix }: { form: VersionForm; idPrefix: string }) {
  const { t } = useTranslation('admin');
  const id = `${idPrefix}-meta`;
  const metaLength = form.watch('metaDescription').length;
  return (
    <FormField
      id={id}
      label={t(`${f}.metaDescription`)}
      hint={t(`${f}.metaHint`)}
      labelAside={
        <span data-testid="meta-count" className={cn('text-xs tabular-nums', metaLength > META_ADVISED ? 'font-semibold text-amber-700' : 'text-muted-foreground')}>
          {t(`${f}.metaCount`, { count: metaLength })}
          {metaLength > META_ADVISED && <span className="sr-only"> {t(`${f}.metaOver`)}</span>}
        </span>
      }
    >
      <Textarea {...form.register('metaDescription')} {...fieldAria(id, undefined, 'hint')} rows={3} placeholder={t(`${f}.metaPlaceholder`)} />
    </FormField>
  );
}

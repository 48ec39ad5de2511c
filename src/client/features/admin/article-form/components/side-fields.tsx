import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { articleCategories, articleStatuses } from '@shared/catalog';
import { useFieldError } from '../../shared/field-error';
import { fieldAria, FormField } from '../../shared/form-field';
import { CoverImagePreview } from './cover-image-preview';
import type { ArticleForm } from './main-fields';
import { TagsInput } from './tags-input';

export const META_ADVISED = 160;

/** Category, status, weight, cover image, tags, SEO description and the author. */
export function SideFields({ form, author }: { form: ArticleForm; author: string }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const fieldError = useFieldError();
  const { errors } = form.formState;
  const categoryError = fieldError(errors.category?.message);
  const weightError = fieldError(errors.weight?.message);
  const imageUrl = form.watch('imageUrl');
  const metaLength = form.watch('metaDescription').length;
  const f = 'articleForm.fields' as const;

  return (
    <div className="grid content-start gap-5 lg:border-l lg:pl-6">
      <FormField id="article-category" label={t(`${f}.category`)} error={categoryError} required>
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <Select value={field.value || undefined} onValueChange={field.onChange}>
              <SelectTrigger {...fieldAria('article-category', categoryError)} className="w-full" onBlur={field.onBlur}>
                <SelectValue placeholder={t(`${f}.categoryPlaceholder`)} />
              </SelectTrigger>
              <SelectContent>
                {articleCategories.map((c) => (
                  <SelectItem key={c} value={c}>
                    {tc(`categories.${c}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField id="article-status" label={t(`${f}.status`)}>
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="article-status" className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {articleStatuses.map((s) => (
                    <SelectItem key={s} value={s}>
                      {tc(`status.${s}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        <FormField id="article-weight" label={t(`${f}.weight`)} error={weightError}>
          <Input {...form.register('weight')} {...fieldAria('article-weight', weightError)} type="number" inputMode="numeric" min={0} step={1} />
        </FormField>
      </div>
      <p className="-mt-3 text-xs text-muted-foreground">{t(`${f}.weightHint`)}</p>
      <FormField id="article-image" label={t(`${f}.imageUrl`)}>
        <Input {...form.register('imageUrl')} id="article-image" type="url" placeholder={t(`${f}.imageUrlPlaceholder`)} />
      </FormField>
      <CoverImagePreview src={imageUrl} />
      <FormField id="article-tags" label={t(`${f}.tags`)}>
        <Controller
          control={form.control}
          name="tags"
          render={({ field }) => <TagsInput id="article-tags" value={field.value} onChange={field.onChange} placeholder={t(`${f}.tagsPlaceholder`)} />}
        />
      </FormField>
      <FormField
        id="article-meta"
        label={t(`${f}.metaDescription`)}
        hint={t(`${f}.metaHint`)}
        labelAside={
          <span data-testid="meta-count" className={cn('text-xs tabular-nums', metaLength > META_ADVISED ? 'font-semibold text-amber-700' : 'text-muted-foreground')}>
            {t(`${f}.metaCount`, { count: metaLength })}
            {metaLength > META_ADVISED && <span className="sr-only"> {t(`${f}.metaOver`)}</span>}
          </span>
        }
      >
        <Textarea {...form.register('metaDescription')} {...fieldAria('article-meta', undefined, 'hint')} rows={3} placeholder={t(`${f}.metaPlaceholder`)} />
      </FormField>
      <div className="grid gap-1 rounded-md bg-muted/60 px-3 py-2">
        <span className="text-xs text-muted-foreground">{t(`${f}.author`)}</span>
        <span className="text-sm font-medium" data-testid="article-author">
          {author || '—'}
        </span>
      </div>
    </div>
  );
}

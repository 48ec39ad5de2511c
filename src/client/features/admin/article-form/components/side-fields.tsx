import { Controller } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useFieldErrorMessage } from '@/i18n/error-message';
import { articleCategories } from '@shared/catalog';
import { fieldAria, FormField } from '../../shared/form-field';
import { CoverImagePreview } from './cover-image-preview';
import { CoverImageUpload } from './cover-image-upload';
import { asVersionForm, type ArticleForm } from './main-fields';
import { SlugField } from './slug-field';
import { MetaField, StatusField, TagsField } from './version-fields';

/**
 * The Chinese tab's side column: the shared fields (category, weight, cover image, author, no byline) and the
 * Chinese version's status, tags and SEO description. `englishTitle` (the English tab's) proposes the URL name.
 */
export function SideFields({ form, author, englishTitle, showStatus = true }: { form: ArticleForm; author: string; englishTitle?: string; showStatus?: boolean }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const fieldError = useFieldErrorMessage();
  const { errors } = form.formState;
  const categoryError = fieldError(errors.category);
  const weightError = fieldError(errors.weight);
  const imageUrl = form.watch('imageUrl');
  const version = asVersionForm(form);
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
      <SlugField form={form} englishTitle={englishTitle} />
      <div className="grid grid-cols-2 gap-3">
        {/* a writer who cannot publish has no status to choose: the review decides it */}
        {showStatus && <StatusField form={version} idPrefix="article" />}
        <FormField id="article-weight" label={t(`${f}.weight`)} error={weightError}>
          <Input {...form.register('weight')} {...fieldAria('article-weight', weightError)} type="number" inputMode="numeric" min={0} step={1} />
        </FormField>
      </div>
      <p className="-mt-3 text-xs text-muted-foreground">{t(`${f}.weightHint`)}</p>
      <CoverImageUpload form={form} />
      <FormField id="article-image" label={t(`${f}.imageUrl`)}>
        <Input {...form.register('imageUrl')} id="article-image" type="url" placeholder={t(`${f}.imageUrlPlaceholder`)} />
      </FormField>
      <CoverImagePreview src={imageUrl} />
      <TagsField form={version} idPrefix="article" />
      <MetaField form={version} idPrefix="article" />
      <div className="grid gap-1 rounded-md bg-muted/60 px-3 py-2">
        <span className="text-xs text-muted-foreground">{t(`${f}.author`)}</span>
        <span className="text-sm font-medium" data-testid="article-author">
          {author || '—'}
        </span>
      </div>
      <div className="-mt-2 grid gap-1">
        <div className="flex items-center gap-2">
          <input
            {...form.register('noByline')}
            id="article-no-byline"
            type="checkbox"
            aria-describedby="article-no-byline-hint"
            className="size-4 shrink-0 cursor-pointer rounded-sm accent-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          />
          <Label htmlFor="article-no-byline" className="font-normal">
            {t(`${f}.noByline`)}
          </Label>
        </div>
        <p id="article-no-byline-hint" className="text-xs text-muted-foreground">
          {t(`${f}.noBylineHint`)}
        </p>
      </div>
    </div>
  );
}

import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useFieldErrorMessage } from '@/i18n/error-message';
import { sectionByCategory } from '@shared/catalog';
import { paths } from '@shared/paths';
import { slugFromTitle } from '@shared/article-slug';
import { isNewArticleId } from '@shared/schemas/articles';
import { fieldAria, FormField } from '../../shared/form-field';
import type { ArticleForm } from './main-fields';

/**
 * The URL name the editor shows for a service article: the typed or stored one, else (a new
 * address, untouched) the one proposed from the English title. Both tabs' saves send this, so
 * the address shown is the address stored (the Chinese tab may not be mounted when English saves).
 */
export function shownSlug({ current, stored, touched, category, englishTitle }: { current: string; stored: string; touched: boolean; category: string; englishTitle: string }): string {
  if (!category || category === 'news' || !sectionByCategory(category)) return '';
  if (current.trim() || stored || touched) return current.trim();
  return slugFromTitle(englishTitle);
}

/**
 * The article's URL name (its articleId, docs/decisions/0024-beyond-the-spec.md): filled in from the English title while the
 * field is untouched on a new article, editable, checked while typing with the server's rule
 * (a new or changed one must be a slug; an older one saves unchanged). News has no such URL.
 */
export function SlugField({ form, englishTitle }: { form: ArticleForm; englishTitle?: string }) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorMessage();
  const f = 'articleForm.fields' as const;
  const id = 'article-slug';
  const value = form.watch('articleId') ?? '';
  const category = form.watch('category');
  const stored = form.formState.defaultValues?.articleId ?? '';
  const untouched = !form.formState.dirtyFields.articleId;
  const proposed = englishTitle ? slugFromTitle(englishTitle) : '';

  // a new article takes its URL from the English title until staff type their own
  useEffect(() => {
    if (!stored && untouched && proposed && proposed !== form.getValues('articleId')) form.setValue('articleId', proposed);
  }, [form, stored, untouched, proposed]);

  const section = category && category !== 'news' ? sectionByCategory(category) : undefined;
  if (!section) return null;
  const slug = value.trim();
  const typedWrong = slug !== '' && slug !== stored && !isNewArticleId(slug);
  const error = fieldError(form.formState.errors.articleId) ?? (typedWrong ? t('shared.validation.articleIdSlug') : undefined);
  const hint = slug ? t(`${f}.slugHint`, { path: paths.serviceItem(section.basePath, slug) }) : t(`${f}.slugHintNone`);

  return (
    <FormField
      id={id}
      label={t(`${f}.slug`)}
      error={error}
      hint={hint}
      labelAside={
        proposed && proposed !== slug ? (
          <Button type="button" variant="link" size="sm" className="h-auto p-0 text-xs" onClick={() => form.setValue('articleId', proposed, { shouldDirty: true })}>
            {t(`${f}.slugFromEnglish`)}
          </Button>
        ) : undefined
      }
    >
      <Input
        {...form.register('articleId')}
        {...fieldAria(id, error, hint)}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={80}
        placeholder={t(`${f}.slugPlaceholder`)}
        className="font-mono"
      />
    </FormField>
  );
}

import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { useFieldErrorMessage } from '@/i18n/error-message';
import { fieldAria, FormField } from '../../shared/form-field';
import type { ArticleFormOutput, ArticleFormValues, VersionFormValues } from '../form-values';
import { RichTextEditor } from './rich-text-editor';
import { TableDataEditor } from './table-data-editor';

export type ArticleForm = UseFormReturn<ArticleFormValues, unknown, ArticleFormOutput>;
/** Either tab's form, seen through the fields every language version has. */
export type VersionForm = UseFormReturn<VersionFormValues, unknown, unknown>;

/**
 * The Chinese form seen through its version's fields. Sound for what the field components do with
 * it (register, Controller, watch and errors of those fields), but react-hook-form's types are
 * invariant in the values, so TypeScript needs to be told.
 */
export const asVersionForm = (form: ArticleForm) => form as unknown as VersionForm;

/**
 * Title, rich-text content, summary and the optional table of one language version. `idPrefix`
 * keeps the ids apart ('article' for Chinese, 'article-en' for English); `required` marks title
 * and content (the English version needs them only to be published).
 */
export function MainFields({ form, idPrefix = 'article', required = true }: { form: VersionForm; idPrefix?: string; required?: boolean }) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorMessage();
  const { errors } = form.formState;
  const titleError = fieldError(errors.title);
  const contentError = fieldError(errors.content);
  const f = 'articleForm.fields' as const;
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <div className="grid min-w-0 content-start gap-5">
      <FormField id={id('title')} label={t(`${f}.title`)} error={titleError} required={required}>
        <Input {...form.register('title')} {...fieldAria(id('title'), titleError)} placeholder={t(`${f}.titlePlaceholder`)} className="text-base" />
      </FormField>
      <div className="grid gap-2">
        <Label id={id('content-label')} className={cn(contentError && 'text-destructive')}>
          {t(`${f}.content`)}
          {required && (
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          )}
        </Label>
        <Controller
          control={form.control}
          name="content"
          render={({ field }) => (
            <RichTextEditor
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={Boolean(contentError)}
              labelledBy={id('content-label')}
              describedBy={id('content-error')}
            />
          )}
        />
        {contentError && (
          <p id={id('content-error')} className="text-sm font-medium text-destructive">
            {contentError}
          </p>
        )}
      </div>
      <FormField id={id('summary')} label={t(`${f}.summary`)}>
        <Textarea {...form.register('summary')} id={id('summary')} rows={3} placeholder={t(`${f}.summaryPlaceholder`)} />
      </FormField>
      <Controller
        control={form.control}
        name="tableData"
        render={({ field }) => <TableDataEditor value={field.value} onChange={field.onChange} />}
      />
    </div>
  );
}

import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { useFieldError } from '../../shared/field-error';
import { fieldAria, FormField } from '../../shared/form-field';
import type { ArticleFormOutput, ArticleFormValues } from '../form-values';
import { RichTextEditor } from './rich-text-editor';
import { TableDataEditor } from './table-data-editor';

export type ArticleForm = UseFormReturn<ArticleFormValues, unknown, ArticleFormOutput>;

/** Title, rich-text content, summary and the optional table. */
export function MainFields({ form }: { form: ArticleForm }) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldError();
  const { errors } = form.formState;
  const titleError = fieldError(errors.title?.message);
  const contentError = fieldError(errors.content?.message);
  const f = 'articleForm.fields' as const;

  return (
    <div className="grid min-w-0 content-start gap-5">
      <FormField id="article-title" label={t(`${f}.title`)} error={titleError} required>
        <Input {...form.register('title')} {...fieldAria('article-title', titleError)} placeholder={t(`${f}.titlePlaceholder`)} className="text-base" />
      </FormField>
      <div className="grid gap-2">
        <Label id="article-content-label" className={cn(contentError && 'text-destructive')}>
          {t(`${f}.content`)}
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
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
              labelledBy="article-content-label"
              describedBy="article-content-error"
            />
          )}
        />
        {contentError && (
          <p id="article-content-error" className="text-sm font-medium text-destructive">
            {contentError}
          </p>
        )}
      </div>
      <FormField id="article-summary" label={t(`${f}.summary`)}>
        <Textarea {...form.register('summary')} id="article-summary" rows={3} placeholder={t(`${f}.summaryPlaceholder`)} />
      </FormField>
      <Controller
        control={form.control}
        name="tableData"
        render={({ field }) => <TableDataEditor value={field.value} onChange={field.onChange} />}
      />
    </div>
  );
}

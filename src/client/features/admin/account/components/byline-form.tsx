import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import type { z } from 'zod';
import { Input } from '@/components/ui/input';
import { useFieldErrorMessage } from '@/i18n/error-message';
import { staffBylineSchema, BYLINE_MAX, type StaffByline } from '@shared/schemas/staff';
import { fieldAria, FormField } from '../../shared/form-field';
import { applyFieldErrors } from '../../shared/apply-field-errors';

type Values = z.input<typeof staffBylineSchema>;
const fields = ['bylineName', 'bylineTitle', 'bylineNameEn', 'bylineTitleEn'] as const;

const empty = (byline: StaffByline | undefined): Values =>
  Object.fromEntries(fields.map((f) => [f, byline?.[f] ?? ''])) as Values;

interface BylineFormProps {
  initial: StaffByline | undefined;
  /** ids and the form's id start with it (two forms may be on one screen) */
  idPrefix: string;
  /** the save; a rejection with field errors puts them under their fields, else `onFailed` */
  onSave: (byline: StaffByline) => Promise<unknown>;
  onFailed: (err: unknown) => void;
  /** the submit button and any others, inside the form */
  actions: ReactNode;
}

/**
 * The public byline of an account (docs/decisions/0021-bylines.md): name and job title in Chinese
 * and English, each optional; an article shows "By {name}, {title}", never the username.
 */
export function BylineForm({ initial, idPrefix, onSave, onFailed, actions }: BylineFormProps) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorMessage();
  const form = useForm<Values, unknown, StaffByline>({ resolver: zodResolver(staffBylineSchema), values: empty(initial) });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    onSave(values).catch((err: unknown) => {
      if (!applyFieldErrors(err, fields, form.setError)) onFailed(err);
    }),
  );

  const field = (name: (typeof fields)[number]) => {
    const id = `${idPrefix}-${name}`;
    const error = fieldError(errors[name]);
    return (
      <FormField id={id} label={t(`account.byline.fields.${name}`)} error={error}>
        <Input {...form.register(name)} {...fieldAria(id, error)} maxLength={BYLINE_MAX} autoComplete="off" placeholder={t(`account.byline.placeholders.${name}`)} />
      </FormField>
    );
  };

  return (
    <form id={`${idPrefix}-form`} onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('account.byline.title')} data-testid="byline-form">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('bylineName')}
        {field('bylineTitle')}
        {field('bylineNameEn')}
        {field('bylineTitleEn')}
      </div>
      {actions}
    </form>
  );
}

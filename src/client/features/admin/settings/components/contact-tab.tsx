import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useFieldErrorMessage } from '@/i18n/error-message';
import { contactDefaults } from '@shared/contact-defaults';
import { fieldAria, FormField } from '../../shared/form-field';
import { contactFields, type ContactFormValues } from '../lib/contact-form';

const multiline = new Set<string>(['address', 'addressEn']);
const english = new Set<string>(['addressEn', 'businessHoursEn', 'weekendHoursEn', 'dpoContactEn']);
const inputType: Partial<Record<(typeof contactFields)[number], string>> = { email: 'email', phone: 'tel' };

/**
 * Address and hours, each beside its English version, then phone, email, WeChat and WhatsApp;
 * read-only until edit mode (docs/product-spec.md, section 2).
 */
export function ContactTab({ form, editing }: { form: UseFormReturn<ContactFormValues>; editing: boolean }) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorMessage();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.contact.title')}</CardTitle>
        <CardDescription>{t('settings.contact.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {contactFields.map((name) => {
          const error = fieldError(form.formState.errors[name]);
          const id = `contact-${name}`;
          const placeholder = name in contactDefaults ? contactDefaults[name as keyof typeof contactDefaults] : undefined;
          return (
            <FormField key={name} id={id} label={t(`settings.contact.${name}`)} error={error}>
              {multiline.has(name) ? (
                <Textarea
                  {...form.register(name)}
                  {...fieldAria(id, error)}
                  rows={2}
                  readOnly={!editing}
                  placeholder={placeholder}
                  lang={english.has(name) ? 'en' : undefined}
                  className="read-only:bg-muted/50"
                />
              ) : (
                <Input
                  {...form.register(name)}
                  {...fieldAria(id, error)}
                  lang={english.has(name) ? 'en' : undefined}
                  type={inputType[name] ?? 'text'}
                  readOnly={!editing}
                  placeholder={placeholder}
                  className="read-only:bg-muted/50"
                />
              )}
            </FormField>
          );
        })}
      </CardContent>
    </Card>
  );
}

import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { footerPlatforms } from '@shared/catalog';
import type { ContactInfo } from '@shared/schemas/contact';
import { fieldAria, FormField } from '../../shared/form-field';
import type { ContactFormValues } from '../lib/contact-form';
import { QrBox } from './qr-box';

/** Per platform an account field and a QR box (docs/product-spec.md, section 2, settings). */
export function SocialTab({ form, contact, editing }: { form: UseFormReturn<ContactFormValues>; contact: ContactInfo; editing: boolean }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.social.title')}</CardTitle>
        <CardDescription>{t('settings.social.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {footerPlatforms.map((platform) => {
          const name = tc(`platforms.${platform}`);
          const id = `social-${platform}`;
          return (
            <section key={platform} aria-labelledby={`${id}-title`} className="grid gap-4 rounded-lg border p-4">
              <h3 id={`${id}-title`} className="font-semibold">
                {name}
              </h3>
              <FormField id={id} label={t('settings.social.account', { platform: name })}>
                <Input
                  {...form.register(platform)}
                  {...fieldAria(id)}
                  readOnly={!editing}
                  placeholder={t('settings.social.accountPlaceholder', { platform: name })}
                  className="read-only:bg-muted/50"
                />
              </FormField>
              <QrBox platform={platform} path={contact[`${platform}Qrcode`]} contactId={contact.id} editing={editing} />
            </section>
          );
        })}
      </CardContent>
    </Card>
  );
}

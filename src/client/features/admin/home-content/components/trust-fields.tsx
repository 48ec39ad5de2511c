import { ImageUp, Plus, Trash2, X } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import type { TrustDetails } from '@shared/schemas/home-content';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { fieldAria, FormField } from '../../shared/form-field';
import { readPhoto } from '../lib/home-content-form';
import type { EditorProps } from './editor-context';

type TextKey = 'licenceNumber' | 'uen' | 'mapUrl';
const labels = { licenceNumber: 'licence', uen: 'uen', mapUrl: 'mapUrl' } as const;

/** Licence, UEN, registered address, map link and consultants: one set for both languages. */
export function TrustFields({ trust, change, problem }: EditorProps & { trust: TrustDetails }) {
  const { t } = useTranslation('admin');
  const choosePhoto = async (index: number, file: File | undefined) => {
    if (!file) return;
    const photo = await readPhoto(file);
    if (photo === null) return void toast.error(t('homeContent.trust.photoTooLarge'));
    change((d) => void (d.trust.consultants[index]!.photo = photo));
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('homeContent.trust.title')}</CardTitle>
        <CardDescription>{t('homeContent.trust.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        {(['licenceNumber', 'uen'] as const).map((key) => textInput(key))}
        <FormField id="home-trust-address" label={t('homeContent.trust.address')} error={problem('trust.registeredAddress')} className="sm:col-span-2">
          <Textarea {...fieldAria('home-trust-address', problem('trust.registeredAddress'))} rows={2} value={trust.registeredAddress} onChange={(e) => change((d) => void (d.trust.registeredAddress = e.target.value))} />
        </FormField>
        <div className="sm:col-span-2">{textInput('mapUrl', 'url')}</div>
        <div className="grid gap-3 sm:col-span-2">
          <div>
            <h3 className="font-medium">{t('homeContent.trust.consultants')}</h3>
            <p className="text-sm text-muted-foreground">{t('homeContent.trust.consultantsHint')}</p>
          </div>
          <ul className="grid gap-3">
            {trust.consultants.map((person, index) => (
              <li key={index} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[auto_1fr_1fr_auto] sm:items-end">
                <div className="flex items-center gap-2">
                  {person.photo ? <img src={person.photo} alt="" className="size-14 rounded-full border object-cover" /> : <span className="size-14 rounded-full border bg-muted" aria-hidden="true" />}
                  <Button type="button" variant="outline" size="sm" asChild>
                    <label>
                      <ImageUp aria-hidden="true" />
                      {t('homeContent.trust.choosePhoto')}
                      <input type="file" accept="image/png,image/jpeg,image/webp,image/gif" className="sr-only" onChange={(e) => void choosePhoto(index, e.target.files?.[0])} />
                    </label>
                  </Button>
                  {person.photo && (
                    <Button type="button" variant="ghost" size="icon" onClick={() => change((d) => void (d.trust.consultants[index]!.photo = ''))} aria-label={t('homeContent.trust.removePhoto')}>
                      <X aria-hidden="true" />
                    </Button>
                  )}
                </div>
                {(['name', 'title'] as const).map((key) => {
                  const id = `home-trust-consultant-${index}-${key}`;
                  const error = problem(`trust.consultants.${index}.${key}`) ?? (key === 'name' ? problem(`trust.consultants.${index}.photo`) : undefined);
                  return (
                    <FormField key={key} id={id} label={t(key === 'name' ? 'homeContent.trust.name' : 'homeContent.trust.jobTitle')} error={error} required={key === 'name'}>
                      <Input {...fieldAria(id, error)} value={person[key]} onChange={(e) => change((d) => void (d.trust.consultants[index]![key] = e.target.value))} />
                    </FormField>
                  );
                })}
                <Button type="button" variant="ghost" size="icon" className="text-destructive" onClick={() => change((d) => void d.trust.consultants.splice(index, 1))} aria-label={t('homeContent.trust.removeConsultant')}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
          <Button type="button" variant="outline" className="justify-self-start" onClick={() => change((d) => void d.trust.consultants.push({ name: '', title: '', photo: '' }))}>
            <Plus aria-hidden="true" />
            {t('homeContent.trust.addConsultant')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );

  function textInput(key: TextKey, type = 'text') {
    const id = `home-trust-${key}`;
    const error = problem(`trust.${key}`);
    return (
      <FormField key={key} id={id} label={t(`homeContent.trust.${labels[key]}`)} error={error}>
        <Input {...fieldAria(id, error)} type={type} value={trust[key]} onChange={(e) => change((d) => void (d.trust[key] = e.target.value))} />
      </FormField>
    );
  }
}

import { useTranslation } from '@/i18n/use-translation';
import type { Language } from '@shared/languages';
import type { HomeTexts } from '@shared/schemas/home-content';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { fieldAria, FormField } from '../../shared/form-field';
import type { EditorProps } from './editor-context';

type TextKey = 'heroTitle' | 'heroSubtitle' | 'aboutLead' | 'aboutText';

/** The hero, the about text and the four claims of one language. */
export function TextsFields({ lang, texts, change, problem }: EditorProps & { lang: Language; texts: HomeTexts }) {
  const { t } = useTranslation('admin');
  const textField = (key: TextKey, label: string, rows?: number) => {
    const id = `home-${lang}-${key}`;
    const error = problem(`${lang}.${key}`);
    const props = { ...fieldAria(id, error), lang, value: texts[key], onChange: (e: { target: { value: string } }) => change((d) => void (d[lang][key] = e.target.value)) };
    return (
      <FormField id={id} label={label} error={error} required={key !== 'aboutLead'}>
        {rows ? <Textarea {...props} rows={rows} /> : <Input {...props} />}
      </FormField>
    );
  };
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{t('homeContent.hero.title')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          {textField('heroTitle', t('homeContent.hero.heading'))}
          {textField('heroSubtitle', t('homeContent.hero.subtitle'), 3)}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('homeContent.about.title')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          {textField('aboutLead', t('homeContent.about.lead'))}
          {textField('aboutText', t('homeContent.about.text'), 5)}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('homeContent.claims.title')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          {texts.claims.map((claim, i) => (
            <fieldset key={i} className="grid grid-cols-[6rem_1fr] gap-3 rounded-lg border p-3">
              <legend className="px-1 text-sm font-medium">{t('homeContent.claims.item', { index: i + 1 })}</legend>
              {(['value', 'label'] as const).map((part) => {
                const id = `home-${lang}-claim-${i}-${part}`;
                const error = problem(`${lang}.claims.${i}.${part}`);
                return (
                  <FormField key={part} id={id} label={t(`homeContent.claims.${part}`)} error={error} required>
                    <Input {...fieldAria(id, error)} lang={lang} value={claim[part]} onChange={(e) => change((d) => void (d[lang].claims[i]![part] = e.target.value))} />
                  </FormField>
                );
              })}
            </fieldset>
          ))}
        </CardContent>
      </Card>
    </>
  );
}

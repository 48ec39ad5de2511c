import { Globe } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { languages } from '@/i18n/types';
import { cn } from '@/lib/utils';
import { useLanguage } from '../use-language';

const htmlLangOf = (lang: string) => (lang === 'zh' ? 'zh-CN' : 'en');

/**
 * Two languages, so one button switching to the other (named in that language); it re-renders in
 * place and the choice is remembered (docs/product-spec.md, section 1).
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { language, setLanguage, prepareLanguage } = useLanguage();
  const other = language === 'zh' ? 'en' : 'zh';
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn('gap-1.5 px-2', className)}
      // the other language's strings download on the way to the click (pointer or keyboard)
      onPointerEnter={() => prepareLanguage(other)}
      onFocus={() => prepareLanguage(other)}
      onClick={() => setLanguage(other)}
      aria-label={`${t('language.switchTo')}: ${t(`language.${other}`)}`}
    >
      <Globe aria-hidden="true" className="md:max-lg:hidden" />
      <span lang={htmlLangOf(other)}>{t(`language.${other}`)}</span>
    </Button>
  );
}

/** Both languages as pressed/unpressed buttons, for the full-screen mobile menu. */
export function LanguageButtons({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation('common');
  const { language, setLanguage, prepareLanguage } = useLanguage();
  return (
    <div role="group" aria-label={t('language.label')} className="flex gap-2">
      {languages.map((lang) => (
        <Button
          key={lang}
          variant={lang === language ? 'default' : 'outline'}
          size="sm"
          lang={htmlLangOf(lang)}
          aria-pressed={lang === language}
          onPointerEnter={() => prepareLanguage(lang)}
          onFocus={() => prepareLanguage(lang)}
          onClick={() => {
            setLanguage(lang);
            onChosen?.();
          }}
        >
          {t(`language.${lang}`)}
        </Button>
      ))}
    </div>
  );
}

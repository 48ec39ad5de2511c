import { Check, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { languages, type Language } from '@/i18n/types';
import { cn } from '@/lib/utils';
import { useLanguage } from '../use-language';

/** Language menu: 中文 / English; switching re-renders in place and is remembered (spec section 1). */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { language, setLanguage } = useLanguage();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className={cn('gap-1.5 px-2', className)} aria-label={`${t('language.switchTo')} (${t(`language.${language}`)})`}>
          <Globe aria-hidden="true" />
          <span aria-hidden="true">{language === 'zh' ? '中' : 'EN'}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={language} onValueChange={(v) => setLanguage(v as Language)}>
          {languages.map((lang) => (
            <DropdownMenuRadioItem key={lang} value={lang} lang={lang === 'zh' ? 'zh-CN' : 'en'}>
              {t(`language.${lang}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The same choice as two buttons, for the full-screen mobile menu. */
export function LanguageButtons({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation('common');
  const { language, setLanguage } = useLanguage();
  return (
    <div role="group" aria-label={t('language.label')} className="flex gap-2">
      {languages.map((lang) => (
        <Button
          key={lang}
          variant={lang === language ? 'default' : 'outline'}
          size="sm"
          lang={lang === 'zh' ? 'zh-CN' : 'en'}
          aria-pressed={lang === language}
          onClick={() => {
            setLanguage(lang);
            onChosen?.();
          }}
        >
          {lang === language && <Check aria-hidden="true" />}
          {t(`language.${lang}`)}
        </Button>
      ))}
    </div>
  );
}

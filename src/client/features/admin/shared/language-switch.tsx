import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/features/site/layout';
import { cn } from '@/lib/utils';

/** Toggles between Chinese and English; the same stored choice as the public site. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { language, setLanguage } = useLanguage();
  const next = language === 'zh' ? 'en' : 'zh';
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className={cn('gap-1.5', className)}
      onClick={() => setLanguage(next)}
      aria-label={`${t('language.switchTo')}: ${t(`language.${next}`)}`}
      lang={next === 'zh' ? 'zh-CN' : 'en'}
    >
      <Languages />
      <span>{t(`language.${next}`)}</span>
    </Button>
  );
}

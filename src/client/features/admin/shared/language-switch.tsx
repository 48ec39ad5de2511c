import { Languages } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { isLanguage } from '@/i18n/types';
import { cn } from '@/lib/utils';
import { switchAdminLanguage } from './admin-language';

/** Toggles the back office between Chinese and English; kept apart from the public site's choice (docs/decisions/0024-beyond-the-spec.md). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const language = isLanguage(i18n.language) ? i18n.language : 'zh';
  const next = language === 'zh' ? 'en' : 'zh';
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className={cn('gap-1.5', className)}
      onClick={() => void switchAdminLanguage(i18n, next)}
      aria-label={`${t('language.switchTo')}: ${t(`language.${next}`)}`}
      lang={next === 'zh' ? 'zh-CN' : 'en'}
    >
      <Languages />
      <span>{t(`language.${next}`)}</span>
    </Button>
  );
}

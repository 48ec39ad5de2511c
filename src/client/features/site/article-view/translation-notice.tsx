import { Languages } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import type { PublicArticle } from '@shared/schemas/articles';
import { useContentLanguage } from '@/lib/content-language';

/** The value of the `lang` attribute for an article's text. */
export const articleLang = (article: Pick<PublicArticle, 'lang'>) => (article.lang === 'zh' ? 'zh-CN' : 'en');

/** An article shown in another language than the page's (not yet translated) says so. */
export function TranslationNotice({ article }: { article: Pick<PublicArticle, 'lang'> }) {
  const { t } = useTranslation('site');
  const pageLanguage = useContentLanguage();
  if (article.lang === pageLanguage) return null;
  return (
    <p role="note" className="mb-4 flex items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      {t('layout.notTranslated')}
    </p>
  );
}

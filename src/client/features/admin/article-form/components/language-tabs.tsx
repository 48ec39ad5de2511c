import { useTranslation } from 'react-i18next';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AdminArticle } from '@shared/schemas/articles';
import type { EnglishState } from '@shared/schemas/translations';
import { englishStateOf, LanguageStateBadge } from '../../shared/language-state-badge';

export type LanguageTab = 'zh' | 'en';

/** The Chinese version's state is its status (a version being written has none yet). */
const statusState = (status: string): EnglishState => {
  const key = status.toLowerCase();
  return key === 'published' || key === 'archived' ? key : 'draft';
};

/**
 * 中文 and English, each with its version's state. The English version is saved beside a stored
 * article, so its tab opens once the Chinese one has been saved.
 */
export function LanguageTabs({ article }: { article: AdminArticle | null }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b px-5 py-2 sm:px-6">
      <TabsList aria-label={t('articleForm.languages.label')}>
        <TabsTrigger value="zh" className="px-3" data-testid="language-tab-zh">
          {tc('language.zh')}
          {article && <LanguageStateBadge state={statusState(article.status)} className="px-1.5 py-0 text-[0.7rem]" />}
        </TabsTrigger>
        <TabsTrigger value="en" className="px-3" disabled={!article} aria-describedby={article ? undefined : 'english-locked-hint'} data-testid="language-tab-en">
          {tc('language.en')}
          <LanguageStateBadge state={article ? englishStateOf(article) : 'missing'} className="px-1.5 py-0 text-[0.7rem]" />
        </TabsTrigger>
      </TabsList>
      {!article && (
        <p id="english-locked-hint" className="text-xs text-muted-foreground">
          {t('articleForm.languages.englishLocked')}
        </p>
      )}
    </div>
  );
}

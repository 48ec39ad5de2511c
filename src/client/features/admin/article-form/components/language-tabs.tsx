import { useTranslation } from '@/i18n/use-translation';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AdminArticle } from '@shared/schemas/articles';
import type { EnglishState } from '@shared/schemas/translations';
import { Badge } from '@/components/ui/badge';
import { englishStateOf, LanguageStateBadge } from '../../shared/language-state-badge';

export type LanguageTab = 'zh' | 'en';

/** The Chinese version's state is its status (a version being written has none yet). */
const statusState = (status: string): EnglishState => {
  const key = status.toLowerCase();
  return key === 'published' || key === 'archived' ? key : 'draft';
};

const badgeSize = 'px-1.5 py-0 text-[0.7rem]';

/** A version submitted for review and not decided yet (status InReview). */
function InReviewBadge() {
  const { t } = useTranslation('admin');
  return (
    <Badge variant="outline" data-language-state="inReview" className={`border-transparent bg-sky-100 text-sky-900 ${badgeSize}`}>
      {t('review.inReview')}
    </Badge>
  );
}

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
          {article && (article.status === 'InReview' ? <InReviewBadge /> : <LanguageStateBadge state={statusState(article.status)} className={badgeSize} />)}
        </TabsTrigger>
        <TabsTrigger value="en" className="px-3" disabled={!article} aria-describedby={article ? undefined : 'english-locked-hint'} data-testid="language-tab-en">
          {tc('language.en')}
          {article?.translations.en?.status === 'InReview' ? <InReviewBadge /> : <LanguageStateBadge state={article ? englishStateOf(article) : 'missing'} className={badgeSize} />}
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

import { useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Language } from '@shared/languages';
import type { ArticleSnapshot } from '@shared/schemas/revisions';
import { articleText, fieldChanges, textChanges, type CurrentVersion, type FieldChange } from './history-diff-model';

/**
 * A revision against the editor's current version: the content's words removed (struck through,
 * in this revision only) and added (highlighted, in the editor only), then the other fields that
 * differ, old → new. The review screen compares a live version with a submitted one and says so
 * with its own `intro` and `same` texts.
 */
export function HistoryDiff({ revision, current, lang, intro, same }: { revision: ArticleSnapshot; current: CurrentVersion; lang: Language; intro?: string; same?: string }) {
  const { t } = useTranslation('admin');
  const changes = useMemo(() => textChanges(articleText(revision.content), articleText(current.content), lang), [revision.content, current.content, lang]);
  const fields = useMemo(() => fieldChanges(revision, current), [revision, current]);
  const contentChanged = changes.some((c) => c.added || c.removed);

  if (!contentChanged && fields.length === 0) return <p className="text-sm text-muted-foreground">{same ?? t('revisions.noChanges')}</p>;
  return (
    <div className="space-y-5 text-sm">
      <p className="text-muted-foreground">{intro ?? t('revisions.compared')}</p>
      {fields.length > 0 && (
        <section aria-labelledby="history-fields">
          <h3 id="history-fields" className="mb-2 font-medium">
            {t('revisions.fieldsChanged')}
          </h3>
          <dl className="space-y-2" data-testid="history-fields">
            {fields.map((change) => (
              <FieldLine key={change.field} change={change} />
            ))}
          </dl>
        </section>
      )}
      <section aria-labelledby="history-content">
        <h3 id="history-content" className="mb-2 font-medium">
          {t('revisions.content')}
        </h3>
        {contentChanged ? (
          <p className="whitespace-pre-wrap rounded-md border bg-muted/30 p-3 leading-relaxed break-words" data-testid="history-text">
            {changes.map((c, i) =>
              c.removed ? (
                <del key={i} className="rounded-sm bg-red-100 text-red-900 decoration-red-700 dark:bg-red-950 dark:text-red-100" title={t('revisions.removed')}>
                  {c.value}
                </del>
              ) : c.added ? (
                <ins key={i} className="rounded-sm bg-green-100 text-green-900 no-underline dark:bg-green-950 dark:text-green-100" title={t('revisions.added')}>
                  {c.value}
                </ins>
              ) : (
                <span key={i}>{c.value}</span>
              ),
            )}
          </p>
        ) : (
          <p className="text-muted-foreground">{t('revisions.contentSame')}</p>
        )}
      </section>
    </div>
  );
}

function FieldLine({ change }: { change: FieldChange }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const label = (value: string) => {
    if (!value) return t('revisions.emptyValue');
    if (change.field === 'status') return value === 'InReview' ? tc('status.InReview') : t(`shared.languageState.${value.toLowerCase() as 'published' | 'draft' | 'archived'}`);
    if (change.field === 'category') return tc(`categories.${value}` as 'categories.news', { defaultValue: value });
    return value;
  };
  return (
    <div className="grid gap-1 sm:grid-cols-[8rem_minmax(0,1fr)]">
      <dt className="text-muted-foreground">{t(`revisions.fields.${change.field}`)}</dt>
      <dd className="min-w-0 break-words">
        <del className="bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100">{label(change.before)}</del>
        <span aria-hidden="true" className="mx-1.5 text-muted-foreground">
          →
        </span>
        <ins className="bg-green-100 text-green-900 no-underline dark:bg-green-950 dark:text-green-100">{label(change.after)}</ins>
      </dd>
    </div>
  );
}

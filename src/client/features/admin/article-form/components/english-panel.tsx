import { Copy, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import type { AdminArticle } from '@shared/schemas/articles';
import { isEmptyVersion } from '../english-values';
import type { SaveIntent } from '../form-values';
import type { EnglishForm } from '../use-english-save';
import { MainFields } from './main-fields';
import { SaveBar } from './save-bar';
import { MetaField, StatusField, TagsField } from './version-fields';

const idPrefix = 'article-en';

/**
 * The English tab: the English version's own fields, saved and published apart from the Chinese
 * (docs/decisions/0005-bilingual-content.md). An empty version can start as a copy of the Chinese.
 */
export function EnglishPanel({
  form,
  article,
  onCopyFromChinese,
  save,
  busy,
  savedAt,
  publishWarning,
  review,
}: {
  form: EnglishForm;
  article: AdminArticle;
  onCopyFromChinese: () => void;
  save: { submit: (intent: SaveIntent) => void; intent: SaveIntent | null; saving: boolean };
  busy: boolean;
  savedAt: Date | null;
  /** publishing English alone while the Chinese stays a draft: said before it happens */
  publishWarning?: string;
  /** for a writer who cannot publish: the review's notice atop the form and its buttons instead of the save bar, no status select */
  review?: { notice: ReactNode; bar: ReactNode };
}) {
  const { t } = useTranslation('admin');
  const values = form.watch();
  const exists = article.translations.en !== null;
  const e = 'articleForm.english' as const;

  return (
    <>
      {/* Enter in a field must never publish: only the buttons below save */}
      <form noValidate onSubmit={(ev) => ev.preventDefault()} className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6" data-testid="english-form">
        {review?.notice && <div className="mb-5">{review.notice}</div>}
        <p className="mb-4 text-sm text-muted-foreground">{t(`${e}.intro`)}</p>
        {article.englishNeedsUpdate && (
          <div role="status" className="mb-5 flex items-start gap-2 rounded-md border border-orange-300 bg-orange-50 p-3 text-sm text-orange-950">
            <RefreshCw className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>{t(`${e}.needsUpdate`)}</p>
          </div>
        )}
        {isEmptyVersion(values) && (
          <div className="mb-5 flex flex-col gap-3 rounded-md border border-dashed p-3 text-sm sm:flex-row sm:items-center">
            <p className="flex-1 text-muted-foreground">{t(`${e}.empty`)}</p>
            <Button type="button" variant="outline" size="sm" onClick={onCopyFromChinese}>
              <Copy aria-hidden="true" />
              {t(`${e}.copyFromChinese`)}
            </Button>
          </div>
        )}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_19rem]">
          <MainFields form={form} idPrefix={idPrefix} required={false} />
          <div className="grid content-start gap-5 lg:border-l lg:pl-6">
            {!review && <StatusField form={form} idPrefix={idPrefix} />}
            <TagsField form={form} idPrefix={idPrefix} />
            <MetaField form={form} idPrefix={idPrefix} />
          </div>
        </div>
      </form>
      {review ? (
        review.bar
      ) : (
        <SaveBar
          onSubmit={save.submit}
          saving={save.saving}
          busy={busy}
          intent={save.intent}
          stored={article.translations.en?.status ?? null}
          selected={values.status}
          labels={{ draft: t(`${e}.saveDraft`), unpublish: t(`${e}.unpublish`), publish: t(`${e}.publish`), update: t(`${e}.update`), archive: t(`${e}.archive`) }}
          savedAt={savedAt}
          publishWarning={publishWarning}
          note={exists && values.status === 'Archived' && article.translations.en?.status === 'Archived' ? t(`${e}.archivedNote`) : undefined}
        />
      )}
    </>
  );
}

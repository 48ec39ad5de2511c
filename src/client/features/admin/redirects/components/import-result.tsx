import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { useFieldErrorMessage } from '@/i18n/error-message';
import { isErrorCode } from '@shared/error-codes';
import type { RedirectImportAnswer } from '@shared/schemas/redirects';

/** The import's counts, and each refused line with its reason in the reader's language (by code, never the English message). */
export function ImportResult({ answer }: { answer: RedirectImportAnswer }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const fieldError = useFieldErrorMessage();
  const reason = (code: string) => (isErrorCode(code) ? tc(`errors.${code}`) : fieldError(code));
  const d = 'redirects.importDialog' as const;
  return (
    <div className="grid min-w-0 gap-3" role="status" data-testid="import-result">
      <p className="flex items-center gap-2 font-medium">
        <CheckCircle2 className="size-5 shrink-0 text-green-600" aria-hidden="true" />
        {t(`${d}.result`, { created: answer.created, updated: answer.updated })}
      </p>
      {answer.errors.length > 0 && (
        <div className="grid gap-2">
          <p className="text-sm font-medium text-destructive">{t(`${d}.errors`, { count: answer.errors.length })}</p>
          <ul className="max-h-[35dvh] divide-y overflow-y-auto rounded-md border text-sm" data-testid="import-errors">
            {answer.errors.map((e) => (
              <li key={`${e.line}-${e.code}`} className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:gap-3">
                <span className="shrink-0 font-medium tabular-nums">{t(`${d}.line`, { line: e.line })}</span>
                <span className="min-w-0 text-muted-foreground">{reason(e.code)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

import { AlertTriangle, CheckCircle2, CircleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { AssessmentContent, AssessmentProblem } from '@shared/schemas/assessments';
import type { FormIssue } from '../lib/editor-values';
import { useAssessmentWords } from '../lib/use-assessment-words';

/** Takes staff to the field a path names, or the nearest part of the editor that holds it. */
function focusPath(path: string) {
  const segments = path.split('.');
  for (let n = segments.length; n > 0; n--) {
    const el = document.querySelector<HTMLElement>(`[data-path="${segments.slice(0, n).join('.')}"]`);
    if (!el) continue;
    const target = el.matches('input, select, textarea, button') ? el : el.querySelector<HTMLElement>('input, select, textarea, button');
    el.scrollIntoView?.({ block: 'center' });
    target?.focus({ preventScroll: true });
    return;
  }
}

interface Item {
  key: string;
  path: string;
  text: string;
}

/**
 * What stops this assessment being saved or published, worked out in the browser as staff type
 * (the shared rules the server runs too), and what the server refused the last time, each in the
 * staff member's language; a click takes them to the field.
 */
export function ProblemsPanel({ content, issues, problems, serverProblems }: { content: AssessmentContent; issues: FormIssue[]; problems: AssessmentProblem[]; serverProblems: AssessmentProblem[] | null }) {
  const { t } = useTranslation('admin');
  const words = useAssessmentWords(content);
  const headingId = useId();
  const p = 'assessments.editor.problems' as const;
  const forSave: Item[] = [
    ...issues.map((i, n) => ({ key: `i${n}`, path: i.path, text: words.issue(i) })),
    ...problems.filter((x) => x.code !== 'textMissing').map((x, n) => ({ key: `p${n}`, path: x.path, text: words.problem(x) })),
  ];
  const forPublish: Item[] = problems.filter((x) => x.code === 'textMissing').map((x, n) => ({ key: `t${n}`, path: x.path, text: words.problem(x) }));
  const fromServer: Item[] = (serverProblems ?? []).map((x, n) => ({ key: `s${n}`, path: x.path, text: words.problem(x) }));
  const none = forSave.length + forPublish.length + fromServer.length === 0;

  return (
    <section aria-labelledby={headingId} data-testid="problems-panel" className="grid min-w-0 gap-3 rounded-xl border bg-background p-4 shadow-xs">
      <h2 id={headingId} className="flex items-center gap-2 font-semibold">
        {t(`${p}.title`)}
        {!none && <span className="rounded-full bg-destructive/10 px-2 text-xs font-medium text-destructive tabular-nums">{forSave.length + forPublish.length}</span>}
      </h2>
      {none ? (
        <p role="status" className="flex items-start gap-2 text-sm text-green-800">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t(`${p}.none`)}
        </p>
      ) : (
        <div aria-live="polite" className="grid gap-3">
          <Group title={t(`${p}.server`)} items={fromServer} tone="destructive" testId="server-problems" />
          <Group title={t(`${p}.forSave`)} items={forSave} tone="destructive" testId="save-problems" />
          <Group title={forSave.length ? t(`${p}.forPublish`) : t(`${p}.onlyPublish`)} items={forPublish} tone="warning" testId="publish-problems" />
        </div>
      )}
    </section>
  );
}

function Group({ title, items, tone, testId }: { title: string; items: Item[]; tone: 'destructive' | 'warning'; testId: string }) {
  if (!items.length) return null;
  const Icon = tone === 'destructive' ? CircleAlert : AlertTriangle;
  return (
    <div className="grid gap-1.5" data-testid={testId}>
      <p className={tone === 'destructive' ? 'text-xs font-medium text-destructive' : 'text-xs font-medium text-amber-800'}>{title}</p>
      <ul className="grid max-h-[50dvh] gap-1 overflow-y-auto">
        {items.map((item) => (
          <li key={item.key}>
            <button
              type="button"
              onClick={() => focusPath(item.path)}
              className="flex w-full items-start gap-2 rounded-md px-1.5 py-1 text-start text-sm hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              data-testid="problem"
            >
              <Icon className={tone === 'destructive' ? 'mt-0.5 size-4 shrink-0 text-destructive' : 'mt-0.5 size-4 shrink-0 text-amber-600'} aria-hidden="true" />
              <span className="min-w-0 [overflow-wrap:anywhere]">{item.text}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

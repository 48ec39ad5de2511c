import { useId, type ReactNode } from 'react';

/** One part of the editor (basics, texts, questions, …): a titled card named by its heading. */
export function EditorCard({ title, description, action, children, testId }: { title: string; description?: string; action?: ReactNode; children: ReactNode; testId?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={testId} className="grid min-w-0 gap-4 rounded-xl border bg-background p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-muted-foreground">{description}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

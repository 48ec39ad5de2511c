import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** The framed message shown in an article panel instead of an article (loading, failed, empty, welcome). */
export function ArticleMessage({
  icon,
  title,
  text,
  action,
  role,
}: {
  icon?: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
  role?: 'status' | 'alert';
}) {
  return (
    <div role={role} className="flex min-h-72 flex-col items-center justify-center gap-3 rounded-2xl border border-border bg-card px-6 py-14 text-center shadow-sm">
      {icon && <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">{icon}</span>}
      <p className="text-lg font-semibold text-foreground">{title}</p>
      {text && <p className="max-w-md text-sm leading-relaxed text-muted-foreground">{text}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

export function ArticleLoading({ label }: { label: string }) {
  return <ArticleMessage role="status" icon={<Spinner aria-hidden className="size-5" />} title={label} />;
}

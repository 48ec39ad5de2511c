import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** One part of the backup card (download, restore): a titled, bordered section; `danger` for the one that replaces data. */
export function BackupSection({ id, title, text, danger = false, children }: { id: string; title: string; text: string; danger?: boolean; children: ReactNode }) {
  return (
    <section className={cn('grid gap-3 rounded-lg border p-4', danger && 'border-destructive/30')} aria-labelledby={`${id}-title`}>
      <div>
        <h3 id={`${id}-title`} className="font-medium">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
      {children}
    </section>
  );
}

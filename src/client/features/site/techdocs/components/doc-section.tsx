import type { ReactNode } from 'react';

/** One titled section of the documentation, reachable from the table of contents by its id. */
export function DocSection({ id, title, lead, children }: { id: string; title: string; lead?: string; children?: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 rounded-2xl border border-border bg-card px-5 py-7 shadow-sm sm:px-8 md:px-10 md:py-9">
      <h2 id={`${id}-title`} className="flex items-center gap-3 text-xl font-bold tracking-tight text-foreground md:text-2xl">
        <span aria-hidden className="h-6 w-1 rounded-full bg-accent" />
        {title}
      </h2>
      {lead && <p className="mt-4 leading-relaxed text-foreground/85">{lead}</p>}
      {children}
    </section>
  );
}

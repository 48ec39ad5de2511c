import { useTranslation } from '@/i18n/use-translation';
import { Database, KeyRound, Monitor, Server, ShieldCheck, Terminal } from 'lucide-react';
import { commands } from '../techdocs-data';

const cards = [
  { key: 'frontend', Icon: Monitor },
  { key: 'api', Icon: Server },
  { key: 'database', Icon: Database },
  { key: 'auth', Icon: KeyRound },
] as const;

export function OverviewCards() {
  const { t } = useTranslation();
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-2">
      {cards.map(({ key, Icon }) => (
        <div key={key} className="rounded-xl border border-border bg-background p-5">
          <div className="flex items-center gap-3">
            <span aria-hidden className="flex size-9 items-center justify-center rounded-lg bg-secondary text-primary">
              <Icon className="size-[1.125rem]" />
            </span>
            <h3 className="font-semibold text-foreground">{t(`techdocs.overview.${key}.title`)}</h3>
          </div>
          <p className="mt-3 text-sm leading-relaxed text-foreground/85">{t(`techdocs.overview.${key}.text`)}</p>
        </div>
      ))}
    </div>
  );
}

export function CommandList() {
  const { t } = useTranslation();
  return (
    <>
      <ul className="mt-6 space-y-4">
        {commands.map((c) => (
          <li key={c.key}>
            <pre className="flex items-start gap-2 rounded-lg bg-[#0f172a] px-4 py-3 font-mono text-sm break-all whitespace-pre-wrap text-slate-50">
              <Terminal aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
              <code>{c.command}</code>
            </pre>
            <p className="mt-2 text-sm leading-relaxed text-foreground/85">{t(`techdocs.running.commands.${c.key}` as 'techdocs.running.commands.dev')}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 rounded-lg border-l-4 border-accent bg-accent/10 px-4 py-3 text-sm leading-relaxed text-foreground">{t('techdocs.running.firstAdmin')}</p>
    </>
  );
}

const securityKeys = ['passwords', 'sessions', 'csrf', 'rateLimits', 'html', 'uploads', 'roles'] as const;

export function SecurityList() {
  const { t } = useTranslation();
  return (
    <ul className="mt-5 space-y-3">
      {securityKeys.map((key) => (
        <li key={key} className="flex gap-3 text-sm leading-relaxed text-foreground/85">
          <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{t(`techdocs.security.items.${key}`)}</span>
        </li>
      ))}
    </ul>
  );
}

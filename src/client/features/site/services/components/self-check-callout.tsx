import { useQuery } from '@tanstack/react-query';
import { ArrowRight, ClipboardCheck } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { localizedText } from '@shared/assessment-rules';
import type { SectionType } from '@shared/catalog';
import { paths } from '@shared/paths';
import { publicAssessmentsQuery } from '@/lib/assessment-queries';
import { useContentLanguage } from '@/lib/content-language';

/**
 * "Am I eligible?" under a service article: a link to each published self-assessment of the section's
 * service (docs/decisions/0030-self-assessments.md); nothing when it has none.
 */
export function SelfCheckCallout({ service }: { service: SectionType }) {
  const { t } = useTranslation();
  const lang = useContentLanguage();
  const { data } = useQuery(publicAssessmentsQuery());
  const checks = data?.assessments.filter((a) => a.service === service) ?? [];
  if (checks.length === 0) return null;
  return (
    <aside aria-label={t('services.selfCheck.label')} data-testid="self-check-callout" className="mt-8 flex gap-4 rounded-2xl border border-accent/40 bg-card p-5 shadow-sm md:p-6">
      <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent/15 text-primary">
        <ClipboardCheck className="size-5" />
      </span>
      <div className="grid min-w-0 flex-1 gap-3">
        <div>
          <p className="text-lg font-semibold">{t('services.selfCheck.title')}</p>
          <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{t('services.selfCheck.text')}</p>
        </div>
        <ul className="grid">
          {checks.map((check) => (
            <li key={check.slug}>
              <Link
                to={paths.eligibility(check.slug)}
                className="group inline-flex min-h-11 items-center gap-2 rounded-md font-medium break-words text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                {localizedText(check.title, lang)}
                <ArrowRight aria-hidden="true" className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

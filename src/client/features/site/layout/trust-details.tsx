import { ExternalLink } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { useHasTrustDetails, useTrustDetails } from '@/lib/home-content-queries';
import { cn } from '@/lib/utils';

/**
 * The firm's licence and registration (settings → Home page): each row only when filled, and
 * nothing at all when none is (docs/decisions/0024-beyond-the-spec.md).
 */
export function TrustDetails({ tone = 'default', className }: { tone?: 'default' | 'inverted'; className?: string }) {
  const { t } = useTranslation();
  const trust = useTrustDetails();
  const filled = useHasTrustDetails();
  if (!trust || !filled) return null;
  const rows = [
    { key: 'licence', label: t('home.trust.licence'), value: trust.licenceNumber },
    { key: 'uen', label: t('home.trust.uen'), value: trust.uen },
    { key: 'address', label: t('home.trust.address'), value: trust.registeredAddress },
  ].filter((row) => row.value.trim());
  const muted = tone === 'inverted' ? 'text-slate-400' : 'text-muted-foreground';
  return (
    <div data-testid="trust-details" className={cn('text-sm', className)}>
      <dl className="space-y-1">
        {rows.map((row) => (
          <div key={row.key} className="flex flex-wrap gap-x-2">
            <dt className={muted}>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {trust.mapUrl ? (
        <a href={trust.mapUrl} target="_blank" rel="noopener noreferrer" className="mt-2 inline-flex items-center gap-1 underline-offset-4 hover:underline">
          {t('home.trust.map')}
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      ) : null}
    </div>
  );
}

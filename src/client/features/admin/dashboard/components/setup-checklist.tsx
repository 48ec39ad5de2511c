import { ArrowRight, CheckCircle2, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useErrorMessage } from '@/i18n/error-message';
import { useUser } from '@/lib/session';
import type { SetupItem } from '@shared/schemas/setup-checklist';
import { useConfirmSetupItem } from '../api/close-setup-item';
import { useSetupChecklist } from '../api/get-setup-checklist';
import { setupItemLinks } from '../lib/setup-links';
import { DashboardCard } from './dashboard-card';
import { DismissForm } from './dismiss-form';
import { TestMailForm } from './test-mail-form';

const isOpen = (item: SetupItem) => !item.done && !item.closed;

function SetupItemRow({ item }: { item: SetupItem }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const [dismissing, setDismissing] = useState(false);
  const confirm = useConfirmSetupItem();
  const link = setupItemLinks[item.id];
  const keepSamples = () => confirm.mutate(item.id, { onError: (err) => toast.error(t('dashboard.setup.keepFailed'), { description: errorMessage(err) }) });
  return (
    <li className="py-3 first:pt-0 last:pb-0" data-testid={`setup-item-${item.id}`}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {t(`dashboard.setup.items.${item.id}.title`)}
            {item.id === 'home-samples' && <Badge variant="warning">{t('dashboard.setup.samplesBadge')}</Badge>}
          </p>
          <p className="text-sm text-muted-foreground">{t(`dashboard.setup.items.${item.id}.text`, { count: item.missing ?? 0 })}</p>
          {!link && <p className="text-xs text-muted-foreground">{t('dashboard.setup.configHint')}</p>}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {link && (
            <Button asChild size="sm" variant="outline">
              <Link to={link}>
                {t('dashboard.setup.fix')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          )}
          {item.id === 'home-samples' && (
            <Button size="sm" variant="outline" onClick={keepSamples} disabled={confirm.isPending}>
              {t('dashboard.setup.keepSamples')}
            </Button>
          )}
          {!dismissing && (
            <Button size="sm" variant="ghost" onClick={() => setDismissing(true)}>
              {t('dashboard.setup.dismiss')}
            </Button>
          )}
        </div>
      </div>
      {dismissing && <DismissForm item={item.id} onDone={() => setDismissing(false)} />}
    </li>
  );
}

/**
 * What a fresh install still lacks (docs/decisions/0023-setup-checklist.md), admins only: each open
 * item links to its screen and can be dismissed with a reason; the test mail checks SMTP_URL.
 */
export function SetupChecklistCard() {
  const { t } = useTranslation('admin');
  const { data: user } = useUser();
  const query = useSetupChecklist(user?.role === 'admin');
  const data = query.data;
  if (!data) return null;
  const open = data.items.filter(isOpen);
  return (
    <DashboardCard title={t('dashboard.setup.title')} description={open.length ? t('dashboard.setup.description') : undefined} testId="setup-checklist">
      {open.length ? (
        <>
          <p className="flex items-center gap-2 text-sm font-medium">
            <ListChecks className="size-4 text-primary" aria-hidden="true" />
            {t('dashboard.setup.open', { count: open.length })}
          </p>
          <ul className="divide-y">
            {open.map((item) => (
              <SetupItemRow key={item.id} item={item} />
            ))}
          </ul>
        </>
      ) : (
        <p className="flex items-center gap-2 text-sm">
          <CheckCircle2 className="size-4 text-green-600" aria-hidden="true" />
          {t('dashboard.setup.complete')}
        </p>
      )}
      <TestMailForm adminEmail={data.adminEmail} />
    </DashboardCard>
  );
}

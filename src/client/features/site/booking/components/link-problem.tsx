import { AlertTriangle, LinkIcon } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@shared/paths';
import { Button } from '@/components/ui/button';
import { ArticleMessage } from '@/features/site/article-view';
import { useErrorMessage } from '@/i18n/error-message';
import { ApiError } from '@/lib/api-client';

/** A change-or-cancel link that no longer works (spent, or the meeting begun) or could not be read, with the ways on. */
export function LinkProblem({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const code = error instanceof ApiError ? error.code : null;
  const dead = code === 'BOOKING_LINK_INVALID' || code === 'BOOKING_LINK_EXPIRED' || code === 'NOT_FOUND';
  const title = code === 'BOOKING_LINK_EXPIRED' ? t('booking.manage.expiredTitle') : dead ? t('booking.manage.invalidTitle') : t('booking.manage.failedTitle');
  const text = code === 'BOOKING_LINK_EXPIRED' || code === 'BOOKING_LINK_INVALID' ? errorMessage(error) : dead ? t('errors.BOOKING_LINK_INVALID', { ns: 'common' }) : t('booking.manage.failedText');
  const actions = (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button asChild>
        <Link to={paths.book()}>{t('booking.manage.toBook')}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.contact}>{t('booking.manage.toContact')}</Link>
      </Button>
    </div>
  );
  return <ArticleMessage role="alert" icon={dead ? <LinkIcon aria-hidden className="size-5" /> : <AlertTriangle aria-hidden className="size-5" />} title={title} text={text} action={actions} />;
}

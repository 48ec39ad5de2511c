import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { generatePath, useLocation, useNavigate, useParams } from 'react-router';
import type { MovedBooking } from '@shared/schemas/booking';
import { paths, routePatterns } from '@shared/paths';
import { ArticleLoading, PageHero } from '@/features/site/article-view';
import { useBookingStrings } from '@/i18n/booking-strings';
import { PageHead } from '@/lib/page-head';
import { useManagedBooking } from './api/get-managed-booking';
import { LinkProblem } from './components/link-problem';
import { ManagedBookingView } from './components/managed-booking-view';

/**
 * /booking/:token and /en/booking/:token: a booking seen, moved or cancelled through the link its mail
 * carries (no account). The server sends the shell, never kept nor indexed; the browser asks for the
 * booking (docs/decisions/0028-booking-and-chat.md).
 */
export function BookingManagePage({ timeZone }: { timeZone?: string }) {
  useBookingStrings();
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const moved = (useLocation().state as { moved?: boolean } | null)?.moved === true;
  const query = useManagedBooking(token);
  const [problem, setProblem] = useState<{ token: string; error: unknown } | null>(null);

  // the old link is spent: the address becomes the new one, as the new mail's link
  const onMoved = (next: MovedBooking) => navigate(generatePath(routePatterns.bookingManage, { token: next.token }), { replace: true, state: { moved: true } });

  let body;
  if (problem?.token === token) body = <LinkProblem error={problem.error} />;
  else if (query.data)
    body = (
      <ManagedBookingView
        key={token}
        token={token}
        booking={query.data}
        notice={moved ? t('booking.manage.moved') : undefined}
        timeZone={timeZone}
        onMoved={onMoved}
        onLinkProblem={(error) => setProblem({ token, error })}
      />
    );
  else if (query.isError) body = <LinkProblem error={query.error} />;
  else body = <ArticleLoading label={t('booking.manage.loading')} />;

  return (
    <div className="bg-muted/40 pb-16 md:pb-24">
      <PageHead title={t('booking.manage.title')} description={t('booking.manage.description')} noindex />
      <PageHero
        eyebrow={t('booking.page.eyebrow')}
        title={t('booking.manage.title')}
        intro={t('booking.manage.description')}
        titleAs="h1"
        crumbs={[{ label: t('nav.home', { ns: 'common' }), to: paths.home }, { label: t('booking.page.title'), to: paths.book() }, { label: t('booking.manage.title') }]}
      />
      <div className="mx-auto max-w-3xl px-4 pt-6 md:pt-10">{body}</div>
    </div>
  );
}

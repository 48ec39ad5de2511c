import { LogOut, Monitor } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorMessage } from '@/i18n/error-message';
import type { AccountSession } from '@shared/schemas/staff';
import { formatLocalDateTime } from '../../shared/format';
import { useSessions, useSignOutOthers, useSignOutSession } from '../api/sessions';

function SessionRow({ session }: { session: AccountSession }) {
  const { t, i18n } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const signOut = useSignOutSession();
  const time = (iso: string) => formatLocalDateTime(iso, i18n.language);
  return (
    <li data-testid="account-session" className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <Monitor className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium break-words">
            {session.device}
            {session.current && <Badge variant="info">{t('account.sessions.thisDevice')}</Badge>}
          </p>
          <p className="text-xs break-words text-muted-foreground">
            {session.ip ? t('account.sessions.ip', { ip: session.ip }) : t('account.sessions.unknownIp')} ·{' '}
            {t('account.sessions.lastSeen', { time: time(session.lastSeenAt) })} · {t('account.sessions.signedIn', { time: time(session.signedInAt) })}
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          className="self-start sm:self-center"
          disabled={signOut.isPending}
          aria-label={t('account.sessions.signOutLabel', { device: session.device })}
          onClick={() =>
            signOut.mutate(session.id, {
              onSuccess: () => toast.success(t('account.sessions.toast.signedOut')),
              onError: (err) => toast.error(t('account.sessions.toast.failed'), { description: errorMessage(err, t('shared.errors.unknown')) }),
            })
          }
        >
          <LogOut aria-hidden="true" />
          {t('account.sessions.signOut')}
        </Button>
      )}
    </li>
  );
}

/** The user's own sessions, newest first: device, IP, last seen; sign one out, or all the others. */
export function SessionsCard() {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const sessions = useSessions();
  const signOutOthers = useSignOutOthers();
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  return (
    <Card data-testid="sessions-card">
      <CardHeader>
        <CardTitle>{t('account.sessions.title')}</CardTitle>
        <CardDescription>{t('account.sessions.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : sessions.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('account.sessions.loadFailed')}: {errorMessage(sessions.error)}
          </p>
        ) : (
          <>
            <ul className="divide-y rounded-lg border">
              {sessions.data.map((s) => (
                <SessionRow key={s.id} session={s} />
              ))}
            </ul>
            {others === 0 ? (
              <p className="mt-3 text-sm text-muted-foreground">{t('account.sessions.none')}</p>
            ) : (
              <Button
                variant="outline"
                className="mt-3"
                disabled={signOutOthers.isPending}
                onClick={() =>
                  signOutOthers.mutate(undefined, {
                    onSuccess: ({ count }) => toast.success(t('account.sessions.toast.signedOutOthers', { count })),
                    onError: (err) => toast.error(t('account.sessions.toast.failed'), { description: errorMessage(err, t('shared.errors.unknown')) }),
                  })
                }
              >
                <LogOut aria-hidden="true" />
                {t('account.sessions.signOutOthers')}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

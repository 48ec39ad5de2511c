import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { userQuery } from '@/lib/session';
import type { PublicUser } from '@shared/schemas/auth';

/**
 * Any signed-in call answering 401 means the session is gone (an admin disabled the account or reset
 * its password, or it was signed out elsewhere): the user becomes null and the guard sends them to
 * /auth. A 403 asking for a password change or enrolment reads the user again, so the guard shows it.
 */
export function useSessionErrors(): void {
  const qc = useQueryClient();
  useEffect(() => {
    const onError = (error: unknown) => {
      if (!(error instanceof ApiError)) return;
      if (error.status === 401 && error.code === 'UNAUTHENTICATED') {
        if (qc.getQueryData(userQuery.queryKey)) qc.setQueryData(userQuery.queryKey, null);
      } else if (error.status === 403 && (error.code === 'PASSWORD_CHANGE_REQUIRED' || error.code === 'TWO_FACTOR_ENROLLMENT_REQUIRED')) {
        void qc.invalidateQueries({ queryKey: userQuery.queryKey });
      }
    };
    const queries = qc.getQueryCache().subscribe((e) => {
      if (e.type === 'updated' && e.action.type === 'error') onError(e.action.error);
    });
    const mutations = qc.getMutationCache().subscribe((e) => {
      if (e.type === 'updated' && e.action.type === 'error') onError(e.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [qc]);
}

/** "Your session has ended" when a signed-in user becomes nobody without having logged out; drops their data. */
export function useSessionEndedToast(user: PublicUser | null | undefined, signingOut: { current: boolean }): void {
  const { t } = useTranslation('admin');
  const qc = useQueryClient();
  const hadUser = useRef(false);
  useEffect(() => {
    if (user) {
      hadUser.current = true;
      return;
    }
    if (user !== null || !hadUser.current) return;
    hadUser.current = false;
    if (signingOut.current) return;
    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'user' && q.queryKey[0] !== 'public' });
    toast.error(t('layout.toast.sessionEnded'), { description: t('layout.toast.sessionEndedText'), id: 'session-ended' });
  }, [user, signingOut, qc, t]);
}

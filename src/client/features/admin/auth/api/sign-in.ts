import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQuery } from '@/lib/session';
import type { LoginInput, PublicUser } from '@shared/schemas/auth';
import { isTwoFactorRequiredAnswer, type TwoFactorLoginInput } from '@shared/schemas/staff';

/** Signed in, or a second step is needed (the session then carries no rights until POST /api/login/2fa). */
export type SignInResult = { user: PublicUser } | { twoFactorRequired: true };

/** POST /api/login: 200 with the user, or 202 TWO_FACTOR_REQUIRED for an account with two-factor sign-in. */
export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput): Promise<SignInResult> => {
      const answer = await api.post<PublicUser | unknown>('/api/login', { ...input });
      return isTwoFactorRequiredAnswer(answer) ? { twoFactorRequired: true } : { user: answer as PublicUser };
    },
    onSuccess: (result) => {
      if ('user' in result) qc.setQueryData(userQuery.queryKey, result.user);
    },
  });
}

/** POST /api/login/2fa with a 6-digit code (spaces dropped) or a recovery code. */
export function useSignInSecondStep() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorLoginInput) => api.post<PublicUser>('/api/login/2fa', { ...input }),
    onSuccess: (user) => qc.setQueryData(userQuery.queryKey, user),
  });
}

import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TwoFactorSetup } from '@shared/schemas/staff';

/** POST /api/account/two-factor/setup: starts (or restarts) a pending enrolment; a new secret each time. */
export function useSetupTwoFactor() {
  return useMutation({ mutationFn: () => api.post<TwoFactorSetup>('/api/account/two-factor/setup') });
}

/** The server's SVG as an image source (no markup of the server's lands in the DOM). */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

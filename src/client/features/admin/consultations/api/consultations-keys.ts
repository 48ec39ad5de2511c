import type { ConsultationListRequest } from './get-consultations';

/** Query keys of the consultation orders (admin only, never shown to anonymous visitors). */
export const consultationKeys = {
  all: ['admin', 'consultations'] as const,
  list: (request: ConsultationListRequest) => ['admin', 'consultations', 'list', request] as const,
  pendingCount: () => ['admin', 'consultations', 'pending-count'] as const,
  one: (id: number) => ['admin', 'consultations', 'one', id] as const,
  timeline: (id: number) => ['admin', 'consultations', 'timeline', id] as const,
  assignees: () => ['admin', 'consultations', 'assignees'] as const,
};

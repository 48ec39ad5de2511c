/** Query keys of the consultation orders (admin only, never shown to anonymous visitors). */
export const consultationKeys = {
  all: ['admin', 'consultations'] as const,
  list: (page: number, pageSize: number) => ['admin', 'consultations', 'list', page, pageSize] as const,
  everything: () => ['admin', 'consultations', 'everything'] as const,
};

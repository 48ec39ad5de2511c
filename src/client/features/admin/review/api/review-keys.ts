/** Query keys of the review step: the queue (its length is the sidebar's count) and one submission. */
export const reviewKeys = {
  all: ['admin', 'review'] as const,
  queue: () => ['admin', 'review', 'queue'] as const,
  detail: (id: number) => ['admin', 'review', 'detail', id] as const,
};

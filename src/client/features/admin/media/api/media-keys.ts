/** Query keys of the media library (admins only). */
export const mediaKeys = {
  all: ['admin', 'media'] as const,
  list: (page: number, q: string) => ['admin', 'media', 'list', page, q] as const,
};

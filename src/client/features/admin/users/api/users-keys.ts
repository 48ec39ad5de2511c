/** Query keys of the users screen (admins only). */
export const userKeys = {
  all: ['admin', 'users'] as const,
  list: () => ['admin', 'users', 'list'] as const,
};

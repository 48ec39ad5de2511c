import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { publicKeys } from '@/lib/public-queries';
import type { Category, UpdateCategoryInput } from '@shared/schemas/categories';
import { adminCategoryKeys } from './get-categories';

export function updateCategory(id: number, input: UpdateCategoryInput): Promise<Category> {
  return api.patch<Category>(`/api/categories/${id}`, { ...input });
}

/** Names and optional translation key; the admin list and the site's lists (both languages) refresh. */
export function useUpdateCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateCategoryInput }) => updateCategory(id, input),
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: adminCategoryKeys.list() }), qc.invalidateQueries({ queryKey: publicKeys.categories() })]),
  });
}

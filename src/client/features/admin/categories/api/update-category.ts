import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { publicKeys } from '@/lib/public-queries';
import type { Category, UpdateCategoryInput } from '@shared/schemas/categories';

export function updateCategory(id: number, input: UpdateCategoryInput): Promise<Category> {
  return api.patch<Category>(`/api/categories/${id}`, { ...input });
}

/** Name and optional translation key; the category list (shared with the public site) refreshes. */
export function useUpdateCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateCategoryInput }) => updateCategory(id, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: publicKeys.categories() }),
  });
}

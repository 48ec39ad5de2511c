import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminArticle, UpdateArticleInput } from '@shared/schemas/articles';
import { adminArticleKeys, invalidateAfterUpdate } from './articles-keys';

export interface UpdateArticleVariables {
  id: number;
  input: UpdateArticleInput;
  /** the category before the edit, so both category lists refresh when it moves */
  previousCategory?: string;
}

export function updateArticle({ id, input }: UpdateArticleVariables): Promise<AdminArticle> {
  return api.patch<AdminArticle>(`/api/articles/${id}`, { ...input });
}

export function useUpdateArticle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateArticle,
    onSuccess: (article, { id, previousCategory }) => {
      qc.setQueryData(adminArticleKeys.detail(id), article);
      return invalidateAfterUpdate(qc, id, [article.category, previousCategory]);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterCreateOrDelete } from './articles-keys';

export function deleteArticle(id: number): Promise<unknown> {
  return api.delete(`/api/articles/${id}`);
}

export function useDeleteArticle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: () => invalidateAfterCreateOrDelete(qc),
  });
}

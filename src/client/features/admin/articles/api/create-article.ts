import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminArticle, CreateArticleInput } from '@shared/schemas/articles';
import { invalidateAfterCreateOrDelete } from './articles-keys';

export function createArticle(input: CreateArticleInput): Promise<AdminArticle> {
  return api.post<AdminArticle>('/api/articles', { ...input });
}

export function useCreateArticle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createArticle,
    onSuccess: () => invalidateAfterCreateOrDelete(qc),
  });
}

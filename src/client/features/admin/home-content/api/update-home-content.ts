import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HomeContent, UpdateHomeContentInput } from '@shared/schemas/home-content';
import { api } from '@/lib/api-client';
import { publicKeys } from '@/lib/public-queries';
import { homeContentAdminKey } from './get-home-content';

export const updateHomeContent = (input: UpdateHomeContentInput): Promise<HomeContent> => api.put<HomeContent>('/api/home-content', input);

/** Saves the whole content; the public reads in this tab's cache are refetched (the server emptied its cache). */
export function useUpdateHomeContent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateHomeContent,
    onSuccess: (content) => {
      qc.setQueryData(homeContentAdminKey, content);
      return qc.invalidateQueries({ queryKey: publicKeys.all });
    },
  });
}

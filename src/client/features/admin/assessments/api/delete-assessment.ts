import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assessmentKeys } from './assessment-keys';

/** DELETE /api/assessments/:id (204): soft, so enquiries keep the answers they carry. */
export const deleteAssessment = (id: number) => api.delete<void>(`/api/assessments/${id}`);

export function useDeleteAssessment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteAssessment,
    onSuccess: (_, id) => {
      qc.removeQueries({ queryKey: assessmentKeys.one(id) });
      void qc.invalidateQueries({ queryKey: assessmentKeys.list() });
    },
  });
}

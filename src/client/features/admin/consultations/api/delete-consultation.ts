import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consultationKeys } from './consultations-keys';

export function deleteConsultation(id: number): Promise<unknown> {
  return api.delete(`/api/consultations/${id}`);
}

export function useDeleteConsultation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteConsultation,
    onSuccess: () => qc.invalidateQueries({ queryKey: consultationKeys.all }),
  });
}

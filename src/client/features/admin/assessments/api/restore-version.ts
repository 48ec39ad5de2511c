import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssessmentDetail } from '@shared/schemas/assessments';
import { afterWrite } from './save-assessment';
import { writeAssessment } from './write-assessment';

/** POST /api/assessments/:id/versions/:versionId/restore: the version's content becomes the draft (nothing is published). */
export const restoreVersion = (id: number, versionId: number) =>
  writeAssessment((client) => client.post<AssessmentDetail>(`/api/assessments/${id}/versions/${versionId}/restore`));

export function useRestoreVersion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, versionId }: { id: number; versionId: number }) => restoreVersion(id, versionId),
    onSuccess: (saved) => afterWrite(qc, saved),
  });
}

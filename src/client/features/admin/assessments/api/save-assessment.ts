import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssessmentDetail, AssessmentInput } from '@shared/schemas/assessments';
import { assessmentKeys } from './assessment-keys';
import { writeAssessment } from './write-assessment';

/** POST /api/assessments (201) for a new one, PUT /api/assessments/:id for the draft of an existing one. */
export function saveAssessment(id: number | null, input: AssessmentInput): Promise<AssessmentDetail> {
  return writeAssessment((client) => (id === null ? client.post<AssessmentDetail>('/api/assessments', input) : client.put<AssessmentDetail>(`/api/assessments/${id}`, input)));
}

/** The answer becomes the editor's cached assessment; the list and the versions (a save may keep one) are stale. */
export function useSaveAssessment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: AssessmentInput }) => saveAssessment(id, input),
    onSuccess: (saved) => afterWrite(qc, saved),
  });
}

export function afterWrite(qc: ReturnType<typeof useQueryClient>, saved: AssessmentDetail): void {
  qc.setQueryData(assessmentKeys.one(saved.id), saved);
  void qc.invalidateQueries({ queryKey: assessmentKeys.list() });
  void qc.invalidateQueries({ queryKey: assessmentKeys.versions(saved.id) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssessmentDetail } from '@shared/schemas/assessments';
import { afterWrite } from './save-assessment';
import { writeAssessment } from './write-assessment';

export type PublishAction = 'publish' | 'unpublish';

/**
 * POST /api/assessments/:id/publish (the saved draft becomes a new published version, checked with
 * every text in both languages) or …/unpublish (the page is taken down).
 */
export function publishAssessment(id: number, action: PublishAction): Promise<AssessmentDetail> {
  return writeAssessment((client) => client.post<AssessmentDetail>(`/api/assessments/${id}/${action}`));
}

export function usePublishAssessment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: PublishAction }) => publishAssessment(id, action),
    onSuccess: (saved) => afterWrite(qc, saved),
  });
}

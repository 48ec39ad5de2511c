import { useTranslation } from '@/i18n/use-translation';
import { useParams } from 'react-router';
import { reviewParamsSchema } from '@shared/schemas/review';
import { useAdminTitle } from '../shared/use-admin-title';
import { ReviewQueue } from './components/review-queue';
import { ReviewSubmission } from './components/review-submission';

/**
 * The review step (docs/decisions/0026-roles-and-review.md): /review lists the pending submissions,
 * /review/:submissionId shows one against the live version, to approve or return with a comment.
 */
export default function ReviewPage() {
  const { t } = useTranslation('admin');
  useAdminTitle(t('review.title'));
  const { submissionId } = useParams();
  if (submissionId === undefined) return <ReviewQueue />;
  const parsed = reviewParamsSchema.safeParse({ submissionId });
  // an address that names no submission reads as one that does not exist
  return <ReviewSubmission id={parsed.success ? parsed.data.submissionId : null} />;
}

import { useTranslation } from '@/i18n/use-translation';
import { useParams } from 'react-router';
import { idParamSchema } from '@shared/schemas/common';
import { useAdminTitle } from '../shared/use-admin-title';
import { AssessmentEditor } from './components/assessment-editor';
import { AssessmentListScreen } from './components/assessment-list-screen';

/**
 * Self-assessments (docs/decisions/0030-self-assessments.md): /assessments lists them, /assessments/new
 * and /assessments/:id open the editor (admins and editors: manageAssessments).
 */
export default function AssessmentsPage() {
  const { t } = useTranslation('admin');
  useAdminTitle(t('assessments.title'));
  const { id } = useParams();
  if (id === undefined) return <AssessmentListScreen />;
  if (id === 'new') return <AssessmentEditor id="new" />;
  const parsed = idParamSchema.safeParse({ id });
  // an address that names no assessment reads as one that does not exist
  return <AssessmentEditor id={parsed.success ? parsed.data.id : null} />;
}

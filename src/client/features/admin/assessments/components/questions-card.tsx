import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { ASSESSMENT_QUESTIONS_MAX, questionKinds, type AssessmentContent, type QuestionKind } from '@shared/schemas/assessments';
import { addQuestion } from '../lib/content-edits';
import { TitledPanel } from '../../shared/titled-panel';
import { selectClass } from './fields';
import { QuestionEditor } from './question-editor';

type Change = (edit: (content: AssessmentContent) => AssessmentContent) => void;

/** The questions in the order visitors meet them, and "add a question" of the kind chosen beside it. */
export function QuestionsCard({ content, change }: { content: AssessmentContent; change: Change }) {
  const { t } = useTranslation('admin');
  const [kind, setKind] = useState<QuestionKind>('single');
  const q = 'assessments.editor.questions' as const;
  const full = content.questions.length >= ASSESSMENT_QUESTIONS_MAX;
  return (
    <TitledPanel title={t(`${q}.title`)} description={t(`${q}.description`)} testId="questions-card">
      <ol className="grid gap-3">
        {content.questions.map((question, qi) => (
          <QuestionEditor key={qi} qi={qi} count={content.questions.length} question={question} change={change} />
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        <select aria-label={t(`${q}.newKind`)} className={`${selectClass} w-auto`} value={kind} onChange={(e) => setKind(e.target.value as QuestionKind)}>
          {questionKinds.map((k) => (
            <option key={k} value={k}>
              {t(`assessments.kinds.${k}`)}
            </option>
          ))}
        </select>
        <Button type="button" variant="outline" disabled={full} onClick={() => change((c) => addQuestion(c, kind))}>
          <Plus aria-hidden="true" />
          {t(`${q}.add`)}
        </Button>
      </div>
    </TitledPanel>
  );
}

import { useTranslation } from '@/i18n/use-translation';
import type { AssessmentContent, Localized } from '@shared/schemas/assessments';
import { TitledPanel } from '../../shared/titled-panel';
import { LocalizedFields } from './fields';

type TextField = 'title' | 'intro' | 'disclaimer';

/** The title, introduction and disclaimer, Chinese beside English. */
export function TextsCard({ content, onChange }: { content: AssessmentContent; onChange: (field: TextField, value: Localized) => void }) {
  const { t } = useTranslation('admin');
  const x = 'assessments.editor.texts' as const;
  return (
    <TitledPanel title={t(`${x}.title`)} description={t(`${x}.description`)}>
      <LocalizedFields path="title" label={t('assessments.where.title')} value={content.title} maxLength={120} onChange={(v) => onChange('title', v)} />
      <LocalizedFields path="intro" label={t('assessments.where.intro')} value={content.intro} maxLength={2000} multiline onChange={(v) => onChange('intro', v)} />
      <LocalizedFields path="disclaimer" label={t('assessments.where.disclaimer')} value={content.disclaimer} maxLength={2000} multiline rows={2} onChange={(v) => onChange('disclaimer', v)} />
    </TitledPanel>
  );
}

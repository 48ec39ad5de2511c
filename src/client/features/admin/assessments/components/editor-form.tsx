import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@shared/paths';
import type { AssessmentDetail } from '@shared/schemas/assessments';
import { useConfirmLeave } from '../../shared/unsaved-changes';
import { formatSgt } from '../../shared/singapore-time';
import type { EditorValues } from '../lib/editor-values';
import { BasicsCard } from './basics-card';
import { EditorActions } from './editor-actions';
import { AssessmentStatusBadge, useStaffText } from './labels';
import { LogicCard } from './logic-card';
import { OutcomesCard } from './outcomes-card';
import { PreviewDialog } from './preview-dialog';
import { ProblemsPanel } from './problems-panel';
import { QuestionsCard } from './questions-card';
import { TextsCard } from './texts-card';
import { useAssessmentEditor } from './use-assessment-editor';
import { SiteLinks, VersionsDialog } from './versions-dialog';

/**
 * The editor of one assessment (docs/decisions/0030-self-assessments.md): basics, texts, questions,
 * outcomes and logic in a column, the problems beside them from 1280 px (above them on smaller
 * screens), the actions in a bar that stays in view.
 */
export function EditorForm({ detail, initial }: { detail: AssessmentDetail | null; initial: EditorValues }) {
  const { t, i18n } = useTranslation('admin');
  const editor = useAssessmentEditor(detail, initial);
  const confirmLeave = useConfirmLeave();
  const text = useStaffText();
  const [previewing, setPreviewing] = useState(false);
  const [showVersions, setShowVersions] = useState(false);
  const { values } = editor;
  const e = 'assessments.editor' as const;
  const slugError = editor.slugTaken ? t(`${e}.basics.slugTaken`) : editor.issues.some((i) => i.path === 'slug') && values.slug ? t(`${e}.basics.slugInvalid`) : undefined;

  return (
    <div className="grid grid-cols-1 gap-5" data-testid="assessment-editor">
      <Link to={paths.assessments} onClick={(ev) => !confirmLeave() && ev.preventDefault()} className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t(`${e}.back`)}
      </Link>
      <div className="grid min-w-0 gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight break-words">{detail ? text(values.content.title) : t(`${e}.newTitle`)}</h1>
        {detail && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <AssessmentStatusBadge assessment={detail} />
            {detail.publishedVersion !== null && <span>{t(`${e}.publishedVersion`, { version: detail.publishedVersion })}</span>}
            <span>{t(`${e}.updated`, { time: formatSgt(detail.updatedAt, i18n.language), name: detail.updatedBy ?? t('activity.system') })}</span>
          </div>
        )}
        {detail?.status === 'published' && <SiteLinks slug={detail.slug} />}
      </div>
      {/* the actions stay in reach while the form scrolls: one short row, under the top bar */}
      <div className="sticky top-16 z-20 -mx-4 flex flex-wrap items-center justify-between gap-2 border-y bg-muted/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
        <EditorActions editor={editor} detail={detail} onPreview={() => setPreviewing(true)} onVersions={() => setShowVersions(true)} />
        {editor.dirty && (
          <span role="status" className="text-xs font-medium text-amber-800" data-testid="unsaved">
            {t(`${e}.unsaved`)}
          </span>
        )}
      </div>
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-[minmax(0,1fr)_18rem] xl:items-start">
        <aside className="min-w-0 xl:sticky xl:top-32 xl:order-last">
          <ProblemsPanel content={values.content} issues={editor.issues} problems={editor.problems} serverProblems={editor.serverProblems} />
        </aside>
        <div className="grid min-w-0 gap-5">
          <BasicsCard values={values} suggestion={editor.suggestion} slugError={slugError} onSlug={editor.setSlug} onChange={editor.setBasics} />
          <TextsCard content={values.content} onChange={editor.setText} />
          <QuestionsCard content={values.content} change={editor.change} />
          <OutcomesCard content={values.content} change={editor.change} />
          <LogicCard content={values.content} change={editor.change} />
        </div>
      </div>
      {previewing && <PreviewDialog content={values.content} slug={values.slug} onClose={() => setPreviewing(false)} />}
      {showVersions && detail && <VersionsDialog detail={detail} dirty={editor.dirty} onRestored={editor.onRestored} onClose={() => setShowVersions(false)} />}
    </div>
  );
}

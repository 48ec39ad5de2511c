import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useErrorMessage } from '@/i18n/error-message';
import { ApiError } from '@/lib/api-client';
import { assessmentProblems } from '@shared/assessment-rules';
import { paths } from '@shared/paths';
import type { AssessmentContent, AssessmentDetail, AssessmentProblem, Localized } from '@shared/schemas/assessments';
import { useUnsavedChanges } from '../../shared/unsaved-changes';
import { useDeleteAssessment } from '../api/delete-assessment';
import { publishAssessment, usePublishAssessment } from '../api/publish-assessment';
import { afterWrite, saveAssessment, useSaveAssessment } from '../api/save-assessment';
import { problemsOf } from '../api/write-assessment';
import { formIssues, inputOf, suggestedSlug, valuesOf, type EditorValues } from '../lib/editor-values';
import { sameValues } from '../lib/same-values';

/**
 * The editor's state and its writes: the values, what stops them being saved or published (the
 * shared rules, as the server runs them), and save, publish (saving first when needed), unpublish and
 * delete with their toasts. `detail` is null for an assessment not saved yet.
 */
export function useAssessmentEditor(detail: AssessmentDetail | null, initial: EditorValues) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [slugTouched, setSlugTouched] = useState(detail !== null);
  const [serverProblems, setServerProblems] = useState<AssessmentProblem[] | null>(null);
  const [takenSlug, setTakenSlug] = useState<string | null>(null);
  const save = useSaveAssessment();
  const unpublishing = usePublishAssessment();
  const remove = useDeleteAssessment();
  const dirty = !sameValues(values, baseline);
  useUnsavedChanges(dirty);

  // the coverage check tries answer combinations: typing stays quick while it catches up
  const checked = useDeferredValue(values);
  const issues = useMemo(() => formIssues(checked), [checked]);
  const problems = useMemo(() => assessmentProblems(checked.content, { publish: true }), [checked.content]);
  const blocksSave = issues.length > 0 || problems.some((p) => p.code !== 'textMissing');
  const blocksPublish = blocksSave || problems.length > 0;

  const change = (edit: (content: AssessmentContent) => AssessmentContent) => {
    setValues((v) => ({ ...v, content: edit(v.content) }));
    setServerProblems(null);
  };
  const setSlug = (slug: string) => {
    setSlugTouched(true);
    setValues((v) => ({ ...v, slug }));
  };
  const setText = (field: 'title' | 'intro' | 'disclaimer', value: Localized) =>
    setValues((v) => ({ ...v, slug: field === 'title' && !slugTouched ? suggestedSlug(value.en) : v.slug, content: { ...v.content, [field]: value } }));
  const setBasics = (next: Partial<Pick<EditorValues, 'inNavigation'>> & Partial<Pick<AssessmentContent, 'service' | 'reviewedOn'>>) =>
    setValues(({ inNavigation, content, slug }) => ({ slug, inNavigation: next.inNavigation ?? inNavigation, content: { ...content, service: next.service ?? content.service, reviewedOn: next.reviewedOn ?? content.reviewedOn } }));

  /** The server's answer becomes the baseline; what was typed while it travelled stays. */
  const accept = (saved: AssessmentDetail, sent: EditorValues) => {
    const stored = valuesOf(saved);
    setBaseline(stored);
    setValues((current) => (sameValues(current, sent) ? stored : current));
    setServerProblems(null);
    if (!detail) void navigate(paths.assessmentEdit(saved.id), { replace: true });
  };
  const fail = (title: string) => (err: unknown) => {
    setServerProblems(problemsOf(err));
    if (err instanceof ApiError && err.fieldErrors?.slug?.includes('slugTaken')) setTakenSlug(values.slug);
    toast.error(title, { description: errorMessage(err, t('shared.errors.unknown')) });
  };
  const refuse = (key: 'fixFirst' | 'fixFirstPublish') => toast.error(t(`assessments.toast.${key}`));

  const onSave = () => {
    if (blocksSave) return refuse('fixFirst');
    const sent = values;
    save.mutate(
      { id: detail?.id ?? null, input: inputOf(sent) },
      {
        onSuccess: (saved) => {
          toast.success(t(detail ? 'assessments.toast.saved' : 'assessments.toast.created'), { description: saved.slug });
          accept(saved, sent);
        },
        onError: fail(t('assessments.toast.saveFailed')),
      },
    );
  };

  // publishing publishes the stored draft, so unsaved changes are saved first, in the same step; `saved`
  // keeps that save when the publishing itself then fails, so the editor holds what is stored
  const publish = useMutation({
    mutationFn: async ({ sent, saved }: { sent: EditorValues; saved: { current: AssessmentDetail | null } }) => {
      if (!detail || dirty) {
        saved.current = await saveAssessment(detail?.id ?? null, inputOf(sent));
        afterWrite(qc, saved.current);
      }
      return publishAssessment(saved.current?.id ?? detail!.id, 'publish');
    },
    onSuccess: (published) => afterWrite(qc, published),
  });
  const onPublish = (done: () => void) => {
    if (blocksPublish) {
      done();
      return refuse('fixFirstPublish');
    }
    const sent = values;
    const saved = { current: null as AssessmentDetail | null };
    publish.mutate(
      { sent, saved },
      {
        onSuccess: (published) => {
          toast.success(t('assessments.toast.published', { version: published.publishedVersion ?? '' }), { description: published.slug });
          accept(published, sent);
          done();
        },
        onError: (err) => {
          if (saved.current) accept(saved.current, sent);
          fail(t('assessments.toast.publishFailed'))(err);
          done();
        },
      },
    );
  };
  const onUnpublish = (done: () => void) =>
    detail &&
    unpublishing.mutate(
      { id: detail.id, action: 'unpublish' },
      {
        onSuccess: (saved) => {
          toast.success(t('assessments.toast.unpublished'), { description: saved.slug });
          done();
        },
        onError: (err) => {
          fail(t('assessments.toast.unpublishFailed'))(err);
          done();
        },
      },
    );
  const onDelete = (done: () => void) =>
    detail &&
    remove.mutate(detail.id, {
      onSuccess: () => {
        toast.success(t('assessments.toast.deleted'), { description: detail.slug });
        setBaseline(values);
        done();
        void navigate(paths.assessments);
      },
      onError: (err) => {
        fail(t('assessments.toast.deleteFailed'))(err);
        done();
      },
    });
  const onRestored = (restored: AssessmentDetail) => {
    const stored = valuesOf(restored);
    setBaseline(stored);
    setValues(stored);
    setServerProblems(null);
  };

  return {
    values,
    dirty,
    issues,
    problems,
    serverProblems,
    blocksSave,
    blocksPublish,
    slugTaken: takenSlug !== null && takenSlug === values.slug,
    // a published page's address is in links and search engines: no suggestion to change it
    suggestion: detail?.publishedVersion ? '' : suggestedSlug(values.content.title.en),
    busy: save.isPending || publish.isPending || unpublishing.isPending || remove.isPending,
    pending: { save: save.isPending, publish: publish.isPending, unpublish: unpublishing.isPending, remove: remove.isPending },
    change,
    setSlug,
    setText,
    setBasics,
    onSave,
    onPublish,
    onUnpublish,
    onDelete,
    onRestored,
  };
}
export type AssessmentEditorState = ReturnType<typeof useAssessmentEditor>;

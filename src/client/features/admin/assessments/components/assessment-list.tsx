import { ChevronRight } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@shared/paths';
import type { AssessmentSummary } from '@shared/schemas/assessments';
import { formatSgt } from '../../shared/singapore-time';
import { useMediaQuery } from '../../shared/use-media-query';
import { formatDay } from '../lib/format-day';
import { AssessmentStatusBadge, useServiceLabel, useStaffText } from './labels';

/** A table where the columns have room (1024 px, the sidebar beside it); below, one card per assessment. */
export function AssessmentList({ items }: { items: AssessmentSummary[] }) {
  return useMediaQuery('(min-width: 1024px)') ? <AssessmentTable items={items} /> : <AssessmentCards items={items} />;
}

function useRowWords() {
  const { t, i18n } = useTranslation('admin');
  return {
    version: (a: AssessmentSummary) => (a.publishedVersion === null ? t('assessments.notPublished') : t('assessments.version', { version: a.publishedVersion })),
    navigation: (a: AssessmentSummary) => (a.inNavigation ? t('assessments.inNavigation') : t('assessments.notInNavigation')),
    reviewed: (a: AssessmentSummary) => formatDay(a.reviewedOn, i18n.language),
    updated: (a: AssessmentSummary) => t('assessments.updatedBy', { time: formatSgt(a.updatedAt, i18n.language), name: a.updatedBy ?? t('activity.system') }),
  };
}

function AssessmentTable({ items }: { items: AssessmentSummary[] }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const text = useStaffText();
  const serviceLabel = useServiceLabel();
  const words = useRowWords();
  const c = 'assessments.table' as const;
  return (
    <Table className="table-fixed">
      <TableHeader>
        <TableRow className="bg-muted/50 hover:bg-muted/50">
          <TableHead className="pl-5">{t(`${c}.title`)}</TableHead>
          <TableHead className="w-28">{t(`${c}.service`)}</TableHead>
          <TableHead className="w-40">{t(`${c}.status`)}</TableHead>
          <TableHead className="w-24">{t(`${c}.navigation`)}</TableHead>
          <TableHead className="w-32">{t(`${c}.reviewed`)}</TableHead>
          <TableHead className="w-44 pr-5">{t(`${c}.updated`)}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((a) => (
          <TableRow key={a.id} data-testid="assessment-row" className="cursor-pointer" onClick={() => void navigate(paths.assessmentEdit(a.id))}>
            <TableCell className="pl-5 align-top whitespace-normal">
              <Link to={paths.assessmentEdit(a.id)} className="font-medium break-words text-primary underline-offset-4 hover:underline" onClick={(e) => e.stopPropagation()}>
                {text(a.title)}
              </Link>
              <code className="mt-0.5 block text-xs text-muted-foreground [overflow-wrap:anywhere]">{a.slug}</code>
            </TableCell>
            <TableCell className="align-top whitespace-normal">{serviceLabel(a.service)}</TableCell>
            <TableCell className="align-top whitespace-normal">
              <div className="grid gap-1">
                <AssessmentStatusBadge assessment={a} />
                <span className="text-xs text-muted-foreground tabular-nums">{words.version(a)}</span>
              </div>
            </TableCell>
            <TableCell className="align-top text-sm whitespace-normal">{words.navigation(a)}</TableCell>
            <TableCell className="align-top text-sm">{words.reviewed(a)}</TableCell>
            <TableCell className="pr-5 align-top text-sm whitespace-normal">{words.updated(a)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function AssessmentCards({ items }: { items: AssessmentSummary[] }) {
  const { t } = useTranslation('admin');
  const text = useStaffText();
  const serviceLabel = useServiceLabel();
  const words = useRowWords();
  return (
    <ul className="divide-y">
      {items.map((a) => (
        <li key={a.id} data-testid="assessment-row">
          <Link to={paths.assessmentEdit(a.id)} className="flex items-start gap-3 px-4 py-3 hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-none">
            <div className="grid min-w-0 flex-1 gap-1.5">
              <span className="font-medium break-words">{text(a.title)}</span>
              <code className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{a.slug}</code>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-muted-foreground">
                <AssessmentStatusBadge assessment={a} />
                <span className="tabular-nums">{words.version(a)}</span>
                <span>{serviceLabel(a.service)}</span>
                <span>{words.navigation(a)}</span>
              </div>
              <p className="text-xs text-muted-foreground">
                {t('assessments.reviewedOn', { date: words.reviewed(a) })} · {words.updated(a)}
              </p>
            </div>
            <ChevronRight className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

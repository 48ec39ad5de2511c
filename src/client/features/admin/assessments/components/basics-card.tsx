import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { ConsultationService } from '@shared/catalog';
import { paths } from '@shared/paths';
import { ASSESSMENT_SLUG_MAX } from '@shared/schemas/assessments';
import type { EditorValues } from '../lib/editor-values';
import { TitledPanel } from '../../shared/titled-panel';
import { Field, fieldId, selectClass, Switch } from './fields';
import { ServiceOptions } from './labels';

/**
 * Slug, service, "in the site navigation" and the last-reviewed date. The slug shows its address and
 * offers the one made from the English title; `slugError` is the server's or the schema's word on it.
 */
export function BasicsCard({
  values,
  suggestion,
  slugError,
  onSlug,
  onChange,
}: {
  values: EditorValues;
  suggestion: string;
  slugError?: string;
  onSlug: (slug: string) => void;
  onChange: (change: Partial<Pick<EditorValues, 'inNavigation'>> & { service?: ConsultationService; reviewedOn?: string }) => void;
}) {
  const { t } = useTranslation('admin');
  const b = 'assessments.editor.basics' as const;
  const slugId = fieldId('slug');
  const { slug, inNavigation, content } = values;
  return (
    <TitledPanel title={t(`${b}.title`)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid min-w-0 content-start gap-1.5">
          <div className="flex items-start justify-between gap-2">
            <label htmlFor={slugId} className="shrink-0 text-xs font-medium text-muted-foreground">
              {t(`${b}.slug`)}
            </label>
            {suggestion && suggestion !== slug && (
              <Button type="button" variant="link" size="sm" className="h-auto min-w-0 p-0 text-right text-xs whitespace-normal [overflow-wrap:anywhere]" onClick={() => onSlug(suggestion)}>
                {t(`${b}.useSuggestion`, { slug: suggestion })}
              </Button>
            )}
          </div>
          <Input
            id={slugId}
            data-path="slug"
            value={slug}
            maxLength={ASSESSMENT_SLUG_MAX}
            autoComplete="off"
            spellCheck={false}
            placeholder="employment-pass-check"
            className="font-mono text-[13px]"
            aria-invalid={slugError ? true : undefined}
            aria-describedby={`${slugId}-hint`}
            onChange={(e) => onSlug(e.target.value)}
          />
          <p id={`${slugId}-hint`} className={slugError ? 'text-xs font-medium text-destructive' : 'text-xs text-muted-foreground [overflow-wrap:anywhere]'}>
            {slugError ?? (slug ? t(`${b}.slugHint`, { path: paths.eligibility(slug) }) : t(`${b}.slugEmpty`))}
          </p>
        </div>
        <Field id={fieldId('service')} label={t(`${b}.service`)} hint={t(`${b}.serviceHint`)}>
          <select id={fieldId('service')} data-path="service" aria-describedby={`${fieldId('service')}-hint`} className={selectClass} value={content.service} onChange={(e) => onChange({ service: e.target.value as ConsultationService })}>
            <ServiceOptions />
          </select>
        </Field>
        <Field id={fieldId('reviewedOn')} label={t(`${b}.reviewedOn`)} hint={t(`${b}.reviewedOnHint`)}>
          <Input id={fieldId('reviewedOn')} data-path="reviewedOn" aria-describedby={`${fieldId('reviewedOn')}-hint`} type="date" value={content.reviewedOn} className="w-44" onChange={(e) => onChange({ reviewedOn: e.target.value })} />
        </Field>
        <div className="sm:pt-5">
          <Switch checked={inNavigation} onChange={(on) => onChange({ inNavigation: on })} label={t(`${b}.inNavigation`)} hint={t(`${b}.inNavigationHint`)} />
        </div>
      </div>
    </TitledPanel>
  );
}

import { slugFromTitle } from '@shared/article-slug';
import { ASSESSMENT_SLUG_MAX, assessmentInputSchema, assessmentSlugSchema, type AssessmentContent, type AssessmentDetail, type AssessmentInput } from '@shared/schemas/assessments';
import { todaySgt } from '@shared/singapore-time';
import { blankContent } from './content-edits';

/** What the editor holds and sends: the slug, the navigation switch and the content. */
export interface EditorValues {
  slug: string;
  inNavigation: boolean;
  content: AssessmentContent;
}

export const valuesOf = (a: AssessmentDetail): EditorValues => ({ slug: a.slug, inNavigation: a.inNavigation, content: a.content });

/** A new assessment's values: no slug yet (it comes from the English title), reviewed today in Singapore. */
export const newValues = (now = Date.now()): EditorValues => ({ slug: '', inNavigation: false, content: blankContent(todaySgt(now)) });

export const inputOf = (v: EditorValues): AssessmentInput => ({ slug: v.slug, inNavigation: v.inNavigation, content: v.content });

/** A slug from the English title: its words, cut at a word to fit; '' when none fits the rule. */
export function suggestedSlug(englishTitle: string): string {
  const words = slugFromTitle(englishTitle).split('-').filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > ASSESSMENT_SLUG_MAX) break;
    slug = next;
  }
  return assessmentSlugSchema.safeParse(slug).success ? slug : '';
}

/** What a field holds against the schema, by kind, so the screen can say it in the staff member's language. */
export type IssueKind = 'required' | 'key' | 'slug' | 'date' | 'number' | 'tooLong' | 'tooFew' | 'tooMany' | 'invalid';
export interface FormIssue {
  /** where, as the rules' problems name it: questions.0.id, title.en, slug */
  path: string;
  kind: IssueKind;
  /** the bound for tooLong, tooFew, tooMany */
  limit?: number;
}

/** The schema's complaints about `values` (empty when they would be accepted). */
export function formIssues(values: EditorValues): FormIssue[] {
  const parsed = assessmentInputSchema.safeParse(inputOf(values));
  if (parsed.success) return [];
  const seen = new Set<string>();
  return parsed.error.issues.flatMap((issue) => {
    const path = issue.path.map(String).join('.').replace(/^content\./, '');
    const found: FormIssue = path === 'slug' && !values.slug.trim() ? { path, kind: 'required' } : { path, ...kindOf(path, issue) };
    // a slug too short and of the wrong form is one thing to fix
    const key = `${found.path} ${found.kind}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [found];
  });
}

type Issue = { code: string; origin?: string; format?: string; minimum?: number | bigint; maximum?: number | bigint; expected?: string; input?: unknown };

function kindOf(path: string, issue: Issue): Omit<FormIssue, 'path'> {
  const emptyText = issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1;
  if (path === 'slug') return issue.code === 'too_big' ? { kind: 'tooLong', limit: Number(issue.maximum) } : { kind: 'slug' };
  if (path === 'reviewedOn') return { kind: 'date' };
  if (emptyText) return { kind: 'required' };
  if (issue.code === 'invalid_format') return { kind: 'key' };
  if (issue.origin === 'string' && issue.code === 'too_big') return { kind: 'tooLong', limit: Number(issue.maximum) };
  if (issue.origin === 'array' && issue.code === 'too_small') return { kind: 'tooFew', limit: Number(issue.minimum) };
  if (issue.origin === 'array' && issue.code === 'too_big') return { kind: 'tooMany', limit: Number(issue.maximum) };
  if (issue.origin === 'number' || (issue.code === 'invalid_type' && (issue.expected === 'number' || issue.expected === 'int'))) return { kind: 'number' };
  return { kind: 'invalid' };
}

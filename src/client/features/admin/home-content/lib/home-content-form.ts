import type { z } from 'zod';
import type { Language } from '@shared/languages';
import { updateHomeContentSchema, type HomeContent, type Testimonial, type UpdateHomeContentInput } from '@shared/schemas/home-content';

export type HomeDraft = z.output<typeof updateHomeContentSchema>;
export type FieldProblem = 'required' | 'tooLong' | 'invalid' | 'tooMany';
/** Problems by field path, as the API names them: 'zh.heroTitle', 'en.testimonials.2.author', 'trust.mapUrl'. */
export type FieldProblems = Record<string, FieldProblem>;

/** A photo as a data URL is kept small: it travels with every home page answer. */
export const MAX_PHOTO_BYTES = 150 * 1024;

export const toDraft = ({ zh, en, trust }: HomeContent): HomeDraft => ({ zh, en, trust });

function problemOf(issue: z.core.$ZodIssue): FieldProblem {
  if (issue.code === 'too_small' && issue.origin === 'string') return 'required';
  if (issue.code === 'too_big') return issue.origin === 'array' ? 'tooMany' : 'tooLong';
  return 'invalid';
}

/** The same shared schema as the server's, so the screen shows a problem before sending. */
export function validateDraft(draft: HomeDraft): { input?: UpdateHomeContentInput; problems: FieldProblems } {
  const parsed = updateHomeContentSchema.safeParse(draft);
  if (parsed.success) return { input: parsed.data, problems: {} };
  const problems: FieldProblems = {};
  for (const issue of parsed.error.issues) problems[issue.path.join('.')] ??= problemOf(issue);
  return { problems };
}

/** The server's field errors (same paths) as problems. */
export const problemsFromServer = (fieldErrors: Record<string, string[]> = {}): FieldProblems =>
  Object.fromEntries(Object.keys(fieldErrors).map((path) => [path, 'invalid' as const]));

/** The language whose fields have a problem first, if any. */
export const languageWithProblems = (problems: FieldProblems): Language | undefined =>
  (['zh', 'en'] as const).find((lang) => Object.keys(problems).some((p) => p.startsWith(`${lang}.`)));

export function newTestimonial(): Testimonial {
  return { id: `n${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`, content: '', author: '', position: '', country: '', hidden: false };
}

/** The list with item `index` moved one place up (-1) or down (+1). */
export function moved<T>(list: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** A chosen image as a data URL, or null when it is too large. */
export function readPhoto(file: File): Promise<string | null> {
  if (file.size > MAX_PHOTO_BYTES) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('cannot read the file'));
    reader.readAsDataURL(file);
  });
}

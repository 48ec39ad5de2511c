import { useTranslation } from '@/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import type { EnglishState } from '@shared/schemas/translations';

const tone: Record<EnglishState, string> = {
  published: 'border-transparent bg-green-100 text-green-800',
  draft: 'border-transparent bg-slate-200 text-slate-800',
  archived: 'border-transparent bg-amber-100 text-amber-900',
  missing: 'border-dashed text-muted-foreground',
  needsUpdate: 'border-transparent bg-orange-100 text-orange-900',
};

/** The state of a language version (docs/decisions/0005-bilingual-content.md); 'needsUpdate' is the English one's only. */
export function LanguageStateBadge({ state, label, className }: { state: EnglishState; label?: (text: string) => string; className?: string }) {
  const { t } = useTranslation('admin');
  const text = t(`shared.languageState.${state}`);
  return (
    <Badge variant="outline" data-language-state={state} className={cn(tone[state], className)}>
      {label ? label(text) : text}
    </Badge>
  );
}

/** The English state of an admin read; a row without one (an older answer) counts as missing. */
export const englishStateOf = (article: { englishState?: EnglishState }): EnglishState => article.englishState ?? 'missing';

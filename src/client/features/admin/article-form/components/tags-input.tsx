import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { cn } from '@/lib/utils';

/** Adds the comma-separated parts of `raw` (ASCII or Chinese comma), trimmed, skipping duplicates. */
export function addTags(tags: readonly string[], raw: string): string[] {
  const next = [...tags];
  for (const part of raw.split(/[,，]/)) {
    const tag = part.trim();
    if (tag && !next.includes(tag)) next.push(tag);
  }
  return next;
}

/** Tags added with Enter, a comma or on leaving the field; removable; no duplicates (docs/product-spec.md, section 2). */
export function TagsInput({
  id,
  value,
  onChange,
  placeholder,
}: {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
  placeholder?: string;
}) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');

  const commit = (raw: string) => {
    const next = addTags(value, raw);
    if (next.length !== value.length) onChange(next);
    setText('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return; // an IME is still composing the word
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      commit(text);
    } else if (e.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div
      className={cn(
        'flex min-h-9 flex-wrap items-center gap-1.5 rounded-md border border-input bg-background px-2 py-1.5 shadow-xs',
        'focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50',
      )}
    >
      <ul className="contents" data-testid="tag-list">
        {value.map((tag) => (
          <li key={tag} className="inline-flex items-center gap-1 rounded-md bg-secondary py-0.5 pr-1 pl-2 text-xs font-medium text-secondary-foreground">
            {tag}
            <button
              type="button"
              onClick={() => onChange(value.filter((x) => x !== tag))}
              className="rounded-sm p-0.5 hover:bg-primary/10"
              aria-label={t('articleForm.fields.removeTag', { tag })}
            >
              <X className="size-3" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <input
        id={id}
        value={text}
        onChange={(e) => {
          const v = e.target.value;
          // a pasted or typed Chinese comma also separates tags
          if (/[,，]/.test(v)) {
            const cut = Math.max(v.lastIndexOf(','), v.lastIndexOf('，'));
            onChange(addTags(value, v.slice(0, cut)));
            setText(v.slice(cut + 1));
          } else setText(v);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => text.trim() && commit(text)}
        placeholder={value.length === 0 ? placeholder : undefined}
        className="min-w-32 flex-1 bg-transparent py-0.5 text-sm outline-none placeholder:text-muted-foreground"
      />
    </div>
  );
}

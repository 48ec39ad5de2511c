import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** An alt text edited in place: saved when the field loses focus or Enter is pressed, if it changed; read-only without `onSave`. */
export function AltField({ id, label, value, onSave }: { id: string; label: string; value: string; onSave?: (next: string) => void }) {
  const [draft, setDraft] = useState(value);
  const [saved, setSaved] = useState(value);
  // a new value from the server (another save) replaces an untouched draft
  if (value !== saved) {
    setSaved(value);
    setDraft(value);
  }
  const commit = () => {
    if (onSave && draft.trim() !== value) onSave(draft.trim());
  };
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <Input
        id={id}
        value={draft}
        maxLength={300}
        readOnly={!onSave}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
        className="h-8 text-sm"
      />
    </div>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Autosave } from '@shared/schemas/revisions';
import type { ArticleFormValues, VersionFormValues } from './form-values';
import { autosaveApi, autosaveKey } from './revision-queries';

/** What a slot holds: the same shape as the local draft (use-form-draft.ts). */
export interface AutosaveData {
  values: ArticleFormValues;
  en?: VersionFormValues;
}

export const AUTOSAVE_INTERVAL_MS = 10_000;

const isAutosaveData = (data: Record<string, unknown>): data is Record<string, unknown> & AutosaveData =>
  typeof (data.values as ArticleFormValues | undefined)?.title === 'string';

/**
 * The server-side autosave (docs/decisions/0015-revisions.md): while the form is dirty, its values
 * go to the signed-in admin's slot for this article at most every 10 s, and only when they changed
 * since the last write. A failed write is silent and retried at the next tick. On opening, the slot
 * is offered back when it is newer than the stored article (`storedAt`).
 */
export function useAutosave(articleId: number | null, storedAt: string | null, values: ArticleFormValues, en: VersionFormValues | undefined, dirty: boolean) {
  const key = autosaveKey(articleId);
  const [found, setFound] = useState<(Autosave & { data: AutosaveData }) | null>(null);
  const latest = useRef({ values, en, dirty });
  latest.current = { values, en, dirty };
  const written = useRef<string | null>(null);

  // once per opened article: a slot older than the stored article was saved over already
  const [initialKey] = useState(key);
  const [initialStoredAt] = useState(storedAt);
  useEffect(() => {
    let live = true;
    void autosaveApi.read(initialKey).then((slot) => {
      if (!live || !slot || !isAutosaveData(slot.data)) return;
      if (initialStoredAt && new Date(slot.savedAt) <= new Date(initialStoredAt)) return;
      setFound(slot as Autosave & { data: AutosaveData });
    });
    return () => {
      live = false;
    };
  }, [initialKey, initialStoredAt]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const { values: zh, en: english, dirty: changed } = latest.current;
      if (!changed) return;
      const data: AutosaveData = { values: zh, ...(english ? { en: english } : {}) };
      const body = JSON.stringify(data);
      if (body === written.current) return;
      autosaveApi.write(key, { lang: null, data: { ...data } }).then(
        () => (written.current = body),
        () => undefined, // retried at the next tick
      );
    }, AUTOSAVE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [key]);

  /** After a real save or a discard: the slot has served its purpose (a missing slot is fine). */
  const clear = useCallback(() => {
    written.current = null;
    setFound(null);
    void autosaveApi.clear(key).catch(() => undefined);
  }, [key]);

  const dismiss = useCallback(() => setFound(null), []);

  return { found, clear, dismiss };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ArticleFormValues, VersionFormValues } from './form-values';

interface StoredDraft {
  /** the Chinese tab (the key predates the English tab) */
  values: ArticleFormValues;
  /** the English tab, kept only for an existing article */
  en?: VersionFormValues;
  savedAt: string;
}

const key = (articleId: number | null) => `admin-article-draft:${articleId ?? 'new'}`;

export function readDraft(articleId: number | null): StoredDraft | null {
  try {
    const raw = window.localStorage.getItem(key(articleId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoredDraft;
    return draft && typeof draft.values?.title === 'string' ? draft : null;
  } catch {
    return null;
  }
}

/**
 * Unsaved form values are copied to localStorage while the dialog is dirty, so a closed tab, an
 * expired session or the Back button never loses an article that was being written.
 */
export function useFormDraft(articleId: number | null, values: ArticleFormValues, en: VersionFormValues | undefined, dirty: boolean) {
  const [found] = useState(() => readDraft(articleId));
  const latest = useRef({ values, en, dirty });
  latest.current = { values, en, dirty };

  const write = useCallback(() => {
    if (!latest.current.dirty) return;
    try {
      const { values: zh, en: english } = latest.current;
      const draft: StoredDraft = { values: zh, ...(english ? { en: english } : {}), savedAt: new Date().toISOString() };
      window.localStorage.setItem(key(articleId), JSON.stringify(draft));
    } catch {
      // storage full or disabled: the unsaved-changes prompts still protect the work
    }
  }, [articleId]);

  const clear = useCallback(() => {
    latest.current.dirty = false;
    try {
      window.localStorage.removeItem(key(articleId));
    } catch {
      // nothing stored
    }
  }, [articleId]);

  useEffect(() => {
    if (!dirty) return undefined;
    const id = window.setTimeout(write, 500);
    return () => window.clearTimeout(id);
  }, [values, en, dirty, write]);

  // closing by Back or by a route change still keeps the very last keystrokes
  useEffect(() => () => write(), [write]);

  return { found, clear };
}

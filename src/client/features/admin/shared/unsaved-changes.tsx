import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';

interface UnsavedChanges {
  setDirty(source: string, dirty: boolean): void;
  /** true when nothing is dirty or the user agreed to leave */
  confirmLeave(): boolean;
}

const Context = createContext<UnsavedChanges | null>(null);

/**
 * Staff must not lose their work: screens report unsaved edits here, and the layout's links ask
 * before leaving. (BrowserRouter has no navigation blocker, so the links check themselves.)
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const dirty = useRef(new Set<string>());
  const setDirty = useCallback((source: string, value: boolean) => {
    if (value) dirty.current.add(source);
    else dirty.current.delete(source);
  }, []);
  const confirmLeave = useCallback(() => {
    if (dirty.current.size === 0) return true;
    const ok = window.confirm(t('shared.unsaved.leave'));
    if (ok) dirty.current.clear();
    return ok;
  }, [t]);
  const value = useMemo(() => ({ setDirty, confirmLeave }), [setDirty, confirmLeave]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

const noGuard: UnsavedChanges = { setDirty: () => undefined, confirmLeave: () => true };

export function useConfirmLeave(): () => boolean {
  return (useContext(Context) ?? noGuard).confirmLeave;
}

/** Marks this screen dirty while `dirty` is true; also warns before the tab is closed or reloaded. */
export function useUnsavedChanges(dirty: boolean): void {
  const source = useId();
  const { setDirty } = useContext(Context) ?? noGuard;
  useEffect(() => {
    setDirty(source, dirty);
    if (!dirty) return undefined;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      setDirty(source, false);
    };
  }, [dirty, source, setDirty]);
}

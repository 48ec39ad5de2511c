import { lazy, useCallback, useId, useRef, useState, type ComponentType, type RefObject } from 'react';

/** What a dialog loaded on first use receives from its opener. */
export interface DeferredDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the id the trigger's aria-controls names */
  contentId: string;
  /** where focus goes back on close: the opener is not Radix's trigger, so Radix does not know it */
  returnFocus: () => HTMLElement | null;
}

/**
 * React.lazy for a dialog: a download that fails leaves the page as it was (the dialog does not
 * open) rather than failing the page around it.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  const nothing: ComponentType<P> = () => null;
  return lazy(async () => ({ default: await load().catch(() => nothing) }));
}

/**
 * A dialog whose code (Radix included) downloads when first wanted, not with the page: the trigger is
 * a plain button carrying the ARIA state Radix's trigger would have, the download starts when the
 * pointer or focus reaches it, and the dialog mounts at the first open and stays mounted after.
 */
export function useDeferredDialog(preload: () => Promise<unknown>, triggerRef?: RefObject<HTMLButtonElement | null>) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const contentId = useId();
  const ownRef = useRef<HTMLButtonElement>(null);
  const ref = triggerRef ?? ownRef;
  const prepare = useCallback(() => void preload().catch(() => undefined), [preload]);

  const trigger = {
    ref,
    type: 'button',
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    'aria-controls': open ? contentId : undefined,
    'data-state': open ? 'open' : 'closed',
    onPointerEnter: prepare,
    onFocus: prepare,
    onClick: () => {
      setWanted(true);
      setOpen(true);
    },
  } as const;
  const dialog: DeferredDialogProps = { open, onOpenChange: setOpen, contentId, returnFocus: () => ref.current };
  return { wanted, setOpen, trigger, dialog };
}

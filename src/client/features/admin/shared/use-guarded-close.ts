import { useState } from 'react';
import { useUnsavedChanges } from './unsaved-changes';

/**
 * Closing an edit dialog: nothing happens while it saves, a dirty one asks first (spread
 * `discardDialog` on a <DiscardDialog>), a clean one closes at once. Also guards the admin links
 * and the browser tab while dirty.
 */
export function useGuardedClose({
  dirty,
  pending,
  onClose,
  onDiscard = onClose,
}: {
  dirty: boolean;
  pending: boolean;
  onClose: () => void;
  /** What "discard changes" does; defaults to `onClose`. */
  onDiscard?: () => void;
}) {
  useUnsavedChanges(dirty);
  const [confirmClose, setConfirmClose] = useState(false);
  const requestClose = () => {
    if (pending) return;
    if (dirty) setConfirmClose(true);
    else onClose();
  };
  return {
    requestClose,
    discardDialog: { open: confirmClose, onKeepEditing: () => setConfirmClose(false), onDiscard },
  };
}

import type { HomeDraft } from '../lib/home-content-form';

/** What each part of the editor gets: a way to change the draft and the message of a field's problem. */
export interface EditorProps {
  change: (edit: (draft: HomeDraft) => void) => void;
  problem: (path: string) => string | undefined;
}

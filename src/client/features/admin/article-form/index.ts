/** The article create/edit dialog, loaded on demand by the articles page (its own chunk, with TipTap). */
export { default } from './article-form-dialog';
/** The History panel's diff, which the review screen loads on demand to compare a submission with the live version. */
export { HistoryDiff } from './components/history-diff';

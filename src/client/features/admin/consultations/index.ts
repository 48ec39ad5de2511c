/** What other back-office features use of the consultations feature: the bell's pending count. */
export { usePendingCount } from './api/get-pending-count';

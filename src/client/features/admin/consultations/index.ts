/** What other back-office features use of the consultations feature: the bell's pending count. */
export { usePendingCount } from './api/get-pending-count';
/** the bookings screen refreshes the inbox after a move or a cancellation (an enquiry shows its appointment) */
export { consultationKeys } from './api/consultations-keys';

export { usePendingReviewCount } from './api/get-review-queue';

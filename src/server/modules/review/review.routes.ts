import { Router } from 'express';
import { idParamSchema } from '../../../shared/schemas/common';
import { returnReviewSchema, reviewParamsSchema, submitReviewSchema } from '../../../shared/schemas/review';
import { sendUncached } from '../../lib/public-cache';
import { requestOrigin } from '../../lib/site-origin';
import { actorOf, requirePermission } from '../auth/auth.guards';
import type { ReviewService } from './review.service';

/** POST and GET /api/articles/:id/submissions: staff who write submit their version, and read what came of it. */
export function articleSubmissionsRouter(review: ReviewService): Router {
  const router = Router();
  const writeArticles = requirePermission('writeArticles');

  router.post('/:id/submissions', writeArticles, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    const input = submitReviewSchema.parse(req.body);
    sendUncached(res, await review.submit(actorOf(req), req.user!, id, input, requestOrigin(req)), 201);
  });

  router.get('/:id/submissions', writeArticles, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    sendUncached(res, await review.forArticle(req.user!, id));
  });
  return router;
}

/** /api/review: the queue of pending submissions, one submission with its diff, approve and return (publishers). */
export function reviewRouter(review: ReviewService): Router {
  const router = Router();
  const publishArticles = requirePermission('publishArticles');

  router.get('/', publishArticles, async (_req, res) => {
    sendUncached(res, await review.queue());
  });

  router.get('/:submissionId', publishArticles, async (req, res) => {
    const { submissionId } = reviewParamsSchema.parse(req.params);
    sendUncached(res, await review.detail(submissionId));
  });

  router.post('/:submissionId/approve', publishArticles, async (req, res) => {
    const { submissionId } = reviewParamsSchema.parse(req.params);
    sendUncached(res, await review.approve(actorOf(req), req.user!, submissionId, requestOrigin(req)));
  });

  router.post('/:submissionId/return', publishArticles, async (req, res) => {
    const { submissionId } = reviewParamsSchema.parse(req.params);
    const input = returnReviewSchema.parse(req.body);
    sendUncached(res, await review.return(actorOf(req), req.user!, submissionId, input, requestOrigin(req)));
  });
  return router;
}

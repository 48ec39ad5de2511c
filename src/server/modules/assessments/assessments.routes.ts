import { Router } from 'express';
import { assessmentInputSchema } from '../../../shared/schemas/assessments';
import { idParamSchema } from '../../../shared/schemas/common';
import { sendUncached } from '../../lib/public-cache';
import { actorOf, requirePermission } from '../auth/auth.guards';
import type { AssessmentsService } from './assessments.service';

const versionParamsSchema = idParamSchema.extend({ versionId: idParamSchema.shape.id });

/**
 * Mounted at /api/assessments: the Self-assessments screen and its editor (manageAssessments: admins and
 * editors). The published ones are public reads (read-model/public-reads.ts); an enquiry's attachment is
 * read at GET /api/consultations/:id/assessment (consultations.routes.ts).
 */
export function assessmentsRouter(assessments: AssessmentsService): Router {
  const router = Router();
  const manageAssessments = requirePermission('manageAssessments');

  router.get('/', manageAssessments, async (_req, res) => {
    sendUncached(res, await assessments.list());
  });

  router.post('/', manageAssessments, async (req, res) => {
    sendUncached(res, await assessments.create(actorOf(req), assessmentInputSchema.parse(req.body)), 201);
  });

  router.get('/:id', manageAssessments, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    sendUncached(res, await assessments.get(id));
  });

  router.put('/:id', manageAssessments, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    sendUncached(res, await assessments.save(actorOf(req), id, assessmentInputSchema.parse(req.body)));
  });

  router.post('/:id/publish', manageAssessments, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    sendUncached(res, await assessments.publish(actorOf(req), id));
  });

  router.post('/:id/unpublish', manageAssessments, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    sendUncached(res, await assessments.unpublish(actorOf(req), id));
  });

  router.delete('/:id', manageAssessments, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    await assessments.remove(actorOf(req), id);
    res.status(204).set('Cache-Control', 'no-store').end();
  });

  router.get('/:id/versions', manageAssessments, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    sendUncached(res, await assessments.versions(id));
  });

  router.get('/:id/versions/:versionId', manageAssessments, async (req, res) => {
    const { id, versionId } = versionParamsSchema.parse(req.params);
    sendUncached(res, await assessments.version(id, versionId));
  });

  router.post('/:id/versions/:versionId/restore', manageAssessments, async (req, res) => {
    const { id, versionId } = versionParamsSchema.parse(req.params);
    sendUncached(res, await assessments.restore(actorOf(req), id, versionId));
  });
  return router;
}

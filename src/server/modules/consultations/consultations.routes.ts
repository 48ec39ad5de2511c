import { Router, type Request, type Response } from 'express';
import { idParamSchema } from '../../../shared/schemas/common';
import { consultationListQuerySchema, createConsultationSchema, updateConsultationSchema } from '../../../shared/schemas/consultations';
import { sendUncached } from '../../lib/public-cache';
import { consultationLimiter } from '../../lib/rate-limit';
import { actorOf, requireAdmin } from '../auth/auth.guards';
import type { ConsultationsService } from './consultations.service';

/** Mounted at /api: the public enquiry post, and the back office's enquiry list (admins). */
export function consultationsRouter(consultations: ConsultationsService, rateLimit: number): Router {
  const router = Router();
  const admin = Router();

  router.post('/public/consultations', consultationLimiter(rateLimit), async (req, res) => {
    const input = createConsultationSchema.parse(req.body);
    sendUncached(res, await consultations.create(actorOf(req), input), 201);
  });

  admin.get('/', requireAdmin, async (req, res) => {
    const query = consultationListQuerySchema.parse(req.query);
    sendUncached(res, await consultations.list(query));
  });

  admin.get('/:id', requireAdmin, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    sendUncached(res, await consultations.get(id));
  });

  admin.route('/:id').patch(requireAdmin, updateConsultation).put(requireAdmin, updateConsultation);
  async function updateConsultation(req: Request, res: Response) {
    const { id } = idParamSchema.parse(req.params);
    const input = updateConsultationSchema.parse(req.body);
    sendUncached(res, await consultations.update(actorOf(req), id, input));
  }

  admin.delete('/:id', requireAdmin, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    await consultations.remove(actorOf(req), id);
    sendUncached(res, { message: 'consultation deleted', id });
  });

  router.use('/consultations', admin);
  return router;
}

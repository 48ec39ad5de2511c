import { Router, type Request, type Response } from 'express';
import { idParamSchema, paginationSchema } from '../../../shared/schemas/common';
import { createConsultationSchema, updateConsultationSchema } from '../../../shared/schemas/consultations';
import { requireAdmin } from '../../lib/auth-guards';
import { sendUncached } from '../../lib/cached-reply';
import type { AppContext } from '../../lib/context';
import { consultationLimiter } from '../../lib/rate-limit';
import { consultationsRepository } from './consultations.repository';
import { consultationsService } from './consultations.service';

export function consultationsRouter(ctx: AppContext): Router {
  const router = Router();
  const admin = Router();
  const consultations = consultationsService(consultationsRepository(ctx.db));

  router.post('/public/consultations', consultationLimiter(ctx.config.consultationRateLimit), async (req, res) => {
    const input = createConsultationSchema.parse(req.body);
    sendUncached(res, await consultations.create(input), 201);
  });

  admin.get('/', requireAdmin, async (req, res) => {
    const { page, pageSize } = paginationSchema.parse(req.query);
    sendUncached(res, await consultations.list(page, pageSize));
  });

  admin.get('/:id', requireAdmin, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    sendUncached(res, await consultations.get(id));
  });

  admin.route('/:id').patch(requireAdmin, updateConsultation).put(requireAdmin, updateConsultation);
  async function updateConsultation(req: Request, res: Response) {
    const { id } = idParamSchema.parse(req.params);
    const input = updateConsultationSchema.parse(req.body);
    sendUncached(res, await consultations.update(id, input));
  }

  admin.delete('/:id', requireAdmin, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    await consultations.remove(id);
    sendUncached(res, { message: 'consultation deleted', id });
  });

  router.use('/consultations', admin);
  return router;
}

import { Router, type Request, type Response } from 'express';
import { idParamSchema } from '../../../shared/schemas/common';
import { updateContactSchema } from '../../../shared/schemas/contact';
import { isAdmin, requireAdmin } from '../../lib/auth-guards';
import { sendUncached } from '../../lib/cached-reply';
import type { AppContext } from '../../lib/context';
import { sendCached } from '../../lib/public-cache';
import { uploadsRepository } from '../uploads/uploads.repository';
import { contactRepository } from './contact.repository';
import { contactService } from './contact.service';

export function contactRouter(ctx: AppContext): Router {
  const router = Router();
  const routes = Router();
  const contact = contactService(contactRepository(ctx.db), uploadsRepository(ctx.db), ctx.cache);

  routes.get('/', async (req, res) => {
    if (isAdmin(req)) return sendUncached(res, await contact.get());
    // the same for every visitor, so a CDN may keep it briefly; signed-in admins bypass it
    res.vary('Cookie');
    await sendCached(req, res, ctx.cache, 'contact', () => contact.get());
  });

  routes.route('/:id').patch(requireAdmin, updateContact).put(requireAdmin, updateContact);
  async function updateContact(req: Request, res: Response) {
    const { id } = idParamSchema.parse(req.params);
    const input = updateContactSchema.parse(req.body);
    sendUncached(res, await contact.update(id, input));
  }

  router.use('/contact', routes);
  return router;
}

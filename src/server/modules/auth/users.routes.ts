import { Router } from 'express';
import { idParamSchema } from '../../../shared/schemas/common';
import { createStaffUserSchema, staffBylineSchema, updateStaffUserSchema } from '../../../shared/schemas/staff';
import { actorOf, requirePermission } from './auth.guards';
import type { UsersService } from './users.service';

/** Mounted at /api/users: the admins' users screen. */
export function usersRouter(users: UsersService): Router {
  const router = Router();
  router.use(requirePermission('manageUsers'));
  const noStore = { 'Cache-Control': 'no-store' };

  router.get('/', async (_req, res) => {
    res.set(noStore).json(await users.list());
  });

  router.post('/', async (req, res) => {
    const input = createStaffUserSchema.parse(req.body);
    res.status(201).set(noStore).json(await users.create(actorOf(req), input));
  });

  router.patch('/:id', async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    const { role } = updateStaffUserSchema.parse(req.body);
    res.json(await users.setRole(actorOf(req), id, role));
  });

  // the public byline of any account (docs/decisions/0021-bylines.md)
  router.put('/:id/byline', async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    const byline = staffBylineSchema.parse(req.body);
    res.json(await users.setByline(actorOf(req), id, byline));
  });

  router.post('/:id/disable', async (req, res) => {
    res.json(await users.disable(actorOf(req), idParamSchema.parse(req.params).id));
  });

  router.post('/:id/enable', async (req, res) => {
    res.json(await users.enable(actorOf(req), idParamSchema.parse(req.params).id));
  });

  router.post('/:id/reset-password', async (req, res) => {
    res.set(noStore).json(await users.resetPassword(actorOf(req), idParamSchema.parse(req.params).id));
  });

  router.post('/:id/reset-two-factor', async (req, res) => {
    res.json(await users.resetTwoFactor(actorOf(req), idParamSchema.parse(req.params).id));
  });

  router.delete('/:id', async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    await users.remove(actorOf(req), id);
    res.json({ message: 'user deleted', id });
  });

  return router;
}

import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { idParamSchema } from '../../../shared/schemas/common';
import { appointmentListQuerySchema, bookingSettingsSchema, createBookingSchema, moveBookingSchema, staffMoveSchema } from '../../../shared/schemas/booking';
import { sendUncached } from '../../lib/public-cache';
import { requestOrigin } from '../../lib/site-origin';
import { actorOf, requirePermission } from '../auth/auth.guards';
import type { OnEnquiry } from '../consultations/consultations.routes';
import type { BookingService } from './booking.service';

/** A change-or-cancel link's token (its shape and signature are checked by the service). */
const tokenParamSchema = z.object({ token: z.string().max(200) });

/**
 * Mounted at /api (docs/decisions/0028-booking-and-chat.md): a visitor's booking and its change-or-cancel
 * link, and the staff's settings and week (manageBooking). The free slots are a public read of the
 * read model (GET /api/public/booking/slots). A booking is an enquiry: it shares the enquiry post's limit.
 */
export function bookingRouter(booking: BookingService, rateLimit: RequestHandler, onBooked: OnEnquiry = async () => {}): Router {
  const router = Router();
  const manageBooking = requirePermission('manageBooking');

  router.post('/public/bookings', rateLimit, async (req, res) => {
    const input = createBookingSchema.parse(req.body);
    const booked = await booking.create(input, { origin: requestOrigin(req) });
    // told to whoever counts conversions (app.ts: analytics); the id is the booking's enquiry's
    await onBooked(req, booked.id, input.sourcePage);
    sendUncached(res, booked, 201);
  });

  router.get('/public/bookings/:token', async (req, res) => {
    const { token } = tokenParamSchema.parse(req.params);
    sendUncached(res, await booking.managed(token));
  });

  router.get('/public/bookings/:token/ics', async (req, res) => {
    const { token } = tokenParamSchema.parse(req.params);
    const ics = await booking.ics(token, requestOrigin(req));
    res.set({ 'Cache-Control': 'no-store', 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': 'attachment; filename="invite.ics"' }).send(ics);
  });

  router.post('/public/bookings/:token/cancel', async (req, res) => {
    const { token } = tokenParamSchema.parse(req.params);
    sendUncached(res, await booking.cancelByLink(token, { origin: requestOrigin(req) }));
  });

  router.post('/public/bookings/:token/move', async (req, res) => {
    const { token } = tokenParamSchema.parse(req.params);
    const { startsAt } = moveBookingSchema.parse(req.body);
    sendUncached(res, await booking.moveByLink(token, startsAt, { origin: requestOrigin(req) }));
  });

  router.get('/booking/settings', manageBooking, async (_req, res) => {
    sendUncached(res, await booking.settings());
  });

  router.put('/booking/settings', manageBooking, async (req, res) => {
    const input = bookingSettingsSchema.parse(req.body);
    sendUncached(res, await booking.saveSettings(actorOf(req), input));
  });

  router.get('/booking/appointments', manageBooking, async (req, res) => {
    const query = appointmentListQuerySchema.parse(req.query);
    sendUncached(res, await booking.list(query));
  });

  router.post('/booking/appointments/:id/move', manageBooking, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    const input = staffMoveSchema.parse(req.body);
    sendUncached(res, await booking.staffMove(actorOf(req), id, input, requestOrigin(req)));
  });

  router.post('/booking/appointments/:id/cancel', manageBooking, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    sendUncached(res, await booking.staffCancel(actorOf(req), id, requestOrigin(req)));
  });
  return router;
}

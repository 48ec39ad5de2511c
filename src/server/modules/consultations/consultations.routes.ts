import { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { defaultLanguage, languages, type Language } from '../../../shared/languages';
import type { AssessmentAttachment, EnquiryAssessment } from '../../../shared/schemas/assessments';
import { idParamSchema } from '../../../shared/schemas/common';
import {
  consultationExportQuerySchema,
  consultationListQuerySchema,
  createConsultationSchema,
  updateConsultationSchema,
} from '../../../shared/schemas/consultations';
import { addNoteSchema, setSpamSchema } from '../../../shared/schemas/inbox';
import type { Db } from '../../db/client';
import { sendUncached } from '../../lib/public-cache';
import { requestOrigin } from '../../lib/site-origin';
import { actorOf, requirePermission } from '../auth/auth.guards';
import type { ConsultationsService } from './consultations.service';

/** The date in a CSV file's name: enquiries-YYYY-MM-DD.csv */
const csvName = () => `enquiries-${new Date().toISOString().slice(0, 10)}.csv`;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The export's labels and header follow the admin UI's language (?lang=), not the filters. */
const exporterLanguageSchema = z.object({ lang: z.enum(languages).default('zh') });

/**
 * A stored public enquiry, told to whoever counts conversions (app.ts: analytics), with the slug of the
 * self-assessment whose answers it carries; resolves, never rejects.
 */
export type OnEnquiry = (req: Request, consultationId: number, sourcePage: string | undefined, assessmentSlug?: string) => Promise<void>;

/**
 * Self-assessment answers a visitor attaches to her enquiry (app.ts: the assessments module's, so this
 * module knows none of its rules; docs/decisions/0030-self-assessments.md).
 */
export interface EnquiryAttachments {
  /** checks the attachment and keeps it beside the enquiry, on the enquiry's transaction; throws (the enquiry rolled back) when refused */
  attachIn(tx: Db, consultationId: number, attachment: AssessmentAttachment, lang: Language): Promise<void>;
  /** what the visitor of enquiry `consultationId` attached, null when nothing */
  ofEnquiry(consultationId: number): Promise<EnquiryAssessment | null>;
}

/**
 * Mounted at /api: the public enquiry post and its form token, and the back office's enquiry inbox (admins).
 * Without `attachments`, an enquiry keeps no self-assessment answers.
 */
export function consultationsRouter(consultations: ConsultationsService, rateLimit: RequestHandler, onEnquiry: OnEnquiry = async () => {}, attachments?: EnquiryAttachments): Router {
  const router = Router();
  const admin = Router();
  const workEnquiries = requirePermission('readEnquiries');

  router.post('/public/consultations', rateLimit, async (req, res) => {
    const input = createConsultationSchema.parse(req.body);
    const { assessment } = input;
    // the answers, only with their visitor's consent (the schema requires it), in the enquiry's transaction
    const after = assessment && attachments ? (tx: Db, c: { id: number }) => attachments.attachIn(tx, c.id, assessment, input.lang ?? defaultLanguage) : undefined;
    const created = await consultations.create(actorOf(req), input, { origin: requestOrigin(req) }, { after });
    await onEnquiry(req, created.id, input.sourcePage, after ? assessment?.slug : undefined);
    sendUncached(res, created, 201);
  });

  // never cached (sendUncached: no-store), and not a public read of the read model: each form gets its own
  router.get('/public/enquiry-token', (_req, res) => {
    sendUncached(res, consultations.enquiryToken());
  });

  admin.get('/', requirePermission('readEnquiries'), async (req, res) => {
    const query = consultationListQuerySchema.parse(req.query);
    sendUncached(res, await consultations.list(query, actorOf(req)));
  });

  admin.get('/export.csv', requirePermission('exportEnquiries'), async (req, res) => {
    const query = consultationExportQuerySchema.parse(req.query);
    const csv = await consultations.exportCsv(query, actorOf(req));
    res.set({ 'Cache-Control': 'no-store', 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${csvName()}"` }).send(csv);
  });

  admin.get('/export.xlsx', requirePermission('exportEnquiries'), async (req, res) => {
    const query = consultationExportQuerySchema.parse(req.query);
    const { lang } = exporterLanguageSchema.parse(req.query);
    const xlsx = await consultations.exportXlsx(query, lang, actorOf(req));
    const name = csvName().replace(/\.csv$/, '.xlsx');
    res.set({ 'Cache-Control': 'no-store', 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${name}"` }).send(xlsx);
  });

  admin.get('/assignees', requirePermission('readEnquiries'), async (_req, res) => {
    sendUncached(res, await consultations.assignees());
  });

  admin.get('/:id', requirePermission('readEnquiries'), async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    sendUncached(res, await consultations.get(id));
  });

  admin.get('/:id/assessment', workEnquiries, async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    await consultations.get(id); // 404 for an enquiry that does not exist
    sendUncached(res, { assessment: (await attachments?.ofEnquiry(id)) ?? null });
  });

  admin.get('/:id/timeline', requirePermission('readEnquiries'), async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    sendUncached(res, await consultations.timeline(id));
  });

  admin.post('/:id/notes', requirePermission('readEnquiries'), async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    const { note } = addNoteSchema.parse(req.body);
    sendUncached(res, await consultations.addNote(actorOf(req), id, note), 201);
  });

  admin.post('/:id/spam', requirePermission('readEnquiries'), async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    const input = setSpamSchema.parse(req.body);
    sendUncached(res, await consultations.setSpam(actorOf(req), id, input));
  });

  admin.post('/:id/anonymize', requirePermission('manageEnquiries'), async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    sendUncached(res, await consultations.anonymize(actorOf(req), id));
  });

  admin.route('/:id').patch(workEnquiries, updateConsultation).put(workEnquiries, updateConsultation);
  async function updateConsultation(req: Request, res: Response) {
    const { id } = idParamSchema.parse(req.params);
    const input = updateConsultationSchema.parse(req.body);
    sendUncached(res, await consultations.update(actorOf(req), id, input));
  }

  admin.delete('/:id', requirePermission('manageEnquiries'), async (req, res) => {
    const { id } = idParamSchema.parse(req.params);
    await consultations.remove(actorOf(req), id);
    sendUncached(res, { message: 'consultation deleted', id });
  });

  router.use('/consultations', admin);
  return router;
}

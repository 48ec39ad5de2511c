import { z } from 'zod';
import { validationCode as m } from '../validation';

/** Route parameter ids: positive integers only (a bad id is a 400, never a 500). */
export const idParamSchema = z.object({
  id: z.coerce
    .number({ error: m.idInvalid })
    .int(m.idInvalid)
    .positive(m.idInvalid)
    .max(2_147_483_647, m.idInvalid),
});

export const paginationSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

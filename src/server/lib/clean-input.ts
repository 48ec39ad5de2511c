import querystring from 'node:querystring';
import express, { type RequestHandler } from 'express';
import { cleanDeep } from '../../shared/text';

/**
 * The edge's first step (docs/decisions/0009-faults.md): NUL and other control characters and lone surrogates leave
 * every string of a JSON body and of a query string (through the app's query parser) before any route or schema sees them. See src/shared/text.ts.
 */
export const cleanBody: RequestHandler = (req, _res, next) => {
  if (req.body !== undefined) req.body = cleanDeep(req.body);
  next();
};

/** Express's 'simple' query parser (node:querystring), cleaned. */
export const cleanQueryParser = (query: string): unknown => cleanDeep(querystring.parse(query));


const json = express.json({ limit: '2mb' });

/**
 * The API's JSON bodies, up to 2 MB, cleaned. A backup outgrows that: POST /api/restore reads its own
 * body, after the admin check (backup.routes.ts). Mounted at /api.
 */
export const jsonBody: RequestHandler[] = [(req, res, next) => (req.path === '/restore' ? next() : json(req, res, next)), cleanBody];

import express, { type RequestHandler } from 'express';
import { cleanDeep } from '../../shared/text';
import { AppError } from './errors';

const text = express.text({ type: 'text/plain', limit: '16kb' });

/**
 * A beacon's body (the tap counts' and the analytics events'). `navigator.sendBeacon` with a string
 * posts it as text/plain (a JSON post would need a CORS preflight): such a body is read as JSON here;
 * an application/json one is parsed by the API already (clean-input.ts).
 */
export const beaconBody: RequestHandler[] = [
  text,
  (req, _res, next) => {
    if (typeof req.body !== 'string') return next();
    try {
      req.body = cleanDeep(JSON.parse(req.body));
    } catch {
      throw new AppError(400, 'BAD_REQUEST', 'malformed JSON body');
    }
    next();
  },
];

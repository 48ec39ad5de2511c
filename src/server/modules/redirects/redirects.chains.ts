import { AppError } from '../../lib/errors';
import { addressOf } from './redirects.paths';
import type { RedirectsRepository } from './redirects.repository';

/** Hops followed at most: the table is kept collapsed, so a real chain is one hop (a target with a query may add one). */
const MAX_HOPS = 16;

export const loopError = () => new AppError(409, 'REDIRECT_LOOP', 'this redirect would lead back to its own address');

/**
 * Where a redirect from `from` to `to` should point: `to`, or the end of the chain it starts (B→C
 * exists, so A→B is stored as A→C). Only targets that name an address exactly are collapsed (a
 * target with a query keeps it); every hop is followed to refuse a loop back to `from`. `self` is
 * the row being edited, which no longer counts as a hop. Bounded work: MAX_HOPS lookups.
 */
export async function resolveTarget(repo: RedirectsRepository, from: string, to: string, self?: number): Promise<string> {
  let stored = to;
  let collapsing = true;
  let hop = to;
  for (let i = 0; i < MAX_HOPS; i++) {
    const address = addressOf(hop);
    if (address === null) return stored;
    if (address === from) throw loopError();
    const next = await repo.findByFrom(address);
    if (!next || next.id === self) return stored;
    if (collapsing && hop === address) stored = next.toPath;
    else collapsing = false;
    hop = next.toPath;
  }
  // a chain longer than any the table keeps: treated as the loop it most likely is
  throw loopError();
}

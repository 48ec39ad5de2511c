import { ApiError, createApi, fetchTransport, type TransportAnswer } from '@/lib/api-client';

/**
 * A slot someone else took first (409 SLOT_TAKEN): the API client's error, with the next free slots
 * the answer names (ISO instants), which the page offers first.
 */
export class SlotTakenError extends ApiError {
  constructor(
    err: ApiError,
    public readonly nextSlots: string[],
  ) {
    super(err.status, err.code, err.message, err.fieldErrors, err.permission);
    this.name = 'SlotTakenError';
  }
}

const nextSlotsOf = (answer: TransportAnswer | undefined): string[] => {
  const next = (answer?.data as { nextSlots?: unknown } | undefined)?.nextSlots;
  return Array.isArray(next) ? next.filter((slot): slot is string => typeof slot === 'string') : [];
};

/** POSTs a booking write; a SLOT_TAKEN refusal comes back as a SlotTakenError carrying `nextSlots`. */
export async function postBooking<T>(url: string, body: Record<string, unknown>): Promise<T> {
  let answer: TransportAnswer | undefined;
  const client = createApi(async (request) => (answer = await fetchTransport(request)));
  try {
    return await client.post<T>(url, body);
  } catch (err) {
    if (err instanceof ApiError && err.code === 'SLOT_TAKEN') throw new SlotTakenError(err, nextSlotsOf(answer));
    throw err;
  }
}

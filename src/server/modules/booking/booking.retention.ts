import type { Db } from '../../db/client';
import { bookingRepository } from './booking.repository';

/**
 * Anonymising enquiries (modules/consultations/anonymize.ts) cancels their booked appointments that have
 * not started, on the caller's transaction: the slots are free at once, and no mail goes out (the address
 * is erased). Returns the enquiries whose appointment was cancelled. Deleting an enquiry deletes its
 * appointment (ON DELETE CASCADE).
 */
export const cancelUpcomingAppointments = (tx: Db, consultationIds: number[], at: Date): Promise<number[]> => bookingRepository(tx).cancelUpcomingOf(consultationIds, at);

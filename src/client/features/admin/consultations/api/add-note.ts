import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AddNoteInput, TimelineEntry } from '@shared/schemas/inbox';
import { consultationKeys } from './consultations-keys';

export function addNote(id: number, input: AddNoteInput): Promise<TimelineEntry> {
  return api.post<TimelineEntry>(`/api/consultations/${id}/notes`, { ...input });
}

/** A note joins the timeline and becomes the enquiry's latest note. */
export function useAddNote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AddNoteInput }) => addNote(id, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: consultationKeys.all }),
  });
}

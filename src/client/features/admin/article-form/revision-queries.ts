import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Language } from '@shared/languages';
import type { Autosave, AutosaveInput, Revision, RevisionSummary } from '@shared/schemas/revisions';

/** Revisions and autosave slots of an article (docs/decisions/0015-revisions.md); admin reads, never cached for long. */
export const revisionKeys = {
  all: (id: number) => ['admin', 'articles', 'revisions', id] as const,
  list: (id: number, lang: Language) => ['admin', 'articles', 'revisions', id, lang] as const,
  one: (id: number, revisionId: number) => ['admin', 'articles', 'revisions', id, 'one', revisionId] as const,
};

export const revisionListQuery = (id: number, lang: Language) =>
  queryOptions({
    queryKey: revisionKeys.list(id, lang),
    queryFn: ({ signal }) => api.get<RevisionSummary[]>(`/api/articles/${id}/revisions?lang=${lang}`, { signal }),
    staleTime: 0,
  });

export const useRevisions = (id: number, lang: Language) => useQuery(revisionListQuery(id, lang));

/** A revision never changes once written: kept while the editor is open. */
export const useRevision = (id: number, revisionId: number | null) =>
  useQuery({
    queryKey: revisionKeys.one(id, revisionId ?? 0),
    queryFn: ({ signal }) => api.get<Revision>(`/api/articles/${id}/revisions/${revisionId}`, { signal }),
    enabled: revisionId !== null,
    staleTime: Infinity,
  });

/** 'new' for an article not saved yet, else its numeric id. */
export const autosaveKey = (id: number | null) => (id === null ? 'new' : String(id));

export const autosaveApi = {
  /** null when the slot is empty (the server answers null; older servers 404) or cannot be read: recovery is a bonus, never an error. */
  read: (key: string): Promise<Autosave | null> => api.get<Autosave | null>(`/api/articles/autosave/${key}`).then((slot) => slot ?? null, () => null),
  write: (key: string, input: AutosaveInput) => api.put<Autosave>(`/api/articles/autosave/${key}`, input),
  clear: (key: string) => api.delete<void>(`/api/articles/autosave/${key}`),
};

import { consultationStatuses } from '@shared/catalog';
import { useUrlListParams } from '../../shared/use-url-list-params';
import { isKnownType, noConsultationFilters, readAssignee, type ConsultationFilters } from './consultation-filters';

const names = { search: 'q', status: 'status', type: 'type', folder: 'folder', assignee: 'assignee' } as const;

function readFilters(params: URLSearchParams): ConsultationFilters {
  const status = params.get('status') ?? 'all';
  const type = params.get('type') ?? 'all';
  return {
    search: params.get('q') ?? '',
    status: (consultationStatuses as readonly string[]).includes(status) ? status : 'all',
    type: isKnownType(type) ? type : 'all',
    folder: params.get('folder') === 'spam' ? 'spam' : 'inbox',
    assignee: readAssignee(params.get('assignee')),
  };
}

/** Filters and page in the address: the bell links to ?status=Pending&assignee=unassigned, and reloads keep the view. */
export function useConsultationParams() {
  return useUrlListParams({ names, empty: noConsultationFilters, read: readFilters });
}

import { auditEntityTypes, type AuditEntityType, type AuditQueryInput } from '@shared/schemas/audit';

/** The screen's filters as they sit in the address (?person=&entity=&from=&to=&page=). */
export interface ActivityFilters {
  /** 'all' or a user id */
  person: string;
  /** 'all' or an entity type */
  entity: string;
  /** YYYY-MM-DD (Singapore time) or '' */
  from: string;
  to: string;
}

export const noActivityFilters: ActivityFilters = { person: 'all', entity: 'all', from: '', to: '' };
export const activityParamNames = { person: 'person', entity: 'entity', from: 'from', to: 'to' } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isEntityType = (v: string): v is AuditEntityType => (auditEntityTypes as readonly string[]).includes(v);

/** Unknown values in the address are dropped, so a hand-edited link never makes a 400. */
export function readActivityFilters(params: URLSearchParams): ActivityFilters {
  const person = params.get('person') ?? '';
  const entity = params.get('entity') ?? '';
  const day = (name: string) => (DAY.test(params.get(name) ?? '') ? params.get(name)! : '');
  return { person: /^[1-9]\d{0,9}$/.test(person) ? person : 'all', entity: isEntityType(entity) ? entity : 'all', from: day('from'), to: day('to') };
}

export const ACTIVITY_PAGE_SIZE = 25;

/** The server's query for these filters and page. */
export function activityRequest(f: ActivityFilters, page: number): AuditQueryInput {
  return {
    page,
    pageSize: ACTIVITY_PAGE_SIZE,
    ...(f.person !== 'all' && { actor: f.person }),
    ...(isEntityType(f.entity) && { entityType: f.entity }),
    ...(f.from && { from: f.from }),
    ...(f.to && { to: f.to }),
  };
}

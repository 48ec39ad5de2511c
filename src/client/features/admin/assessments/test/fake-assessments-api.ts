import { vi } from 'vitest';
import type { AssessmentContent, AssessmentDetail, AssessmentSummary } from '@shared/schemas/assessments';

/** Content that passes every check, publishing included: two questions, two outcomes, a rule on the second question. */
export function completeContent(): AssessmentContent {
  const text = (zh: string, en: string) => ({ zh, en });
  return {
    title: text('创业准证自测', 'EntrePass check'),
    intro: text('几个问题', 'A few questions'),
    disclaimer: text('仅供参考', 'For guidance only'),
    service: 'immigration',
    questions: [
      { id: 'q1', kind: 'yesno', text: text('您有公司吗？', 'Do you have a company?'), yesPoints: 2, noPoints: 0 },
      {
        id: 'q2',
        kind: 'single',
        text: text('您曾被拒签吗？', 'Were you ever refused a pass?'),
        options: [
          { id: 'never', label: text('从未', 'Never'), points: 0 },
          { id: 'once', label: text('一次', 'Once'), points: 0 },
        ],
      },
    ],
    outcomes: [
      { id: 'likely', tone: 'likely', title: text('很可能符合', 'Likely'), text: text('请联系我们', 'Talk to us'), service: null },
      { id: 'talk', tone: 'unlikely', title: text('请先咨询', 'Talk first'), text: text('请联系顾问', 'Talk to a consultant'), service: null },
    ],
    logic: { rules: [{ when: [{ question: 'q2', op: 'is', values: ['once'] }], outcome: 'talk' }], thresholds: [], otherwise: 'likely' },
    reviewedOn: '2026-11-01',
  };
}

export function makeSummary(id: number, fields: Partial<AssessmentSummary> = {}): AssessmentSummary {
  return {
    id,
    slug: `check-${id}`,
    title: { zh: `自测 ${id}`, en: `Check ${id}` },
    service: 'immigration',
    status: 'draft',
    inNavigation: false,
    changed: false,
    publishedVersion: null,
    reviewedOn: '2026-11-01',
    updatedAt: '2026-11-27T06:30:00.000Z',
    updatedBy: 'mei',
    ...fields,
  };
}

export function makeDetail(id: number, fields: Partial<AssessmentDetail> = {}): AssessmentDetail {
  const content = fields.content ?? completeContent();
  return { ...makeSummary(id, { title: content.title }), content, publishedVersionId: null, ...fields };
}

export interface Asked {
  method: string;
  path: string;
  body: unknown;
}

/** Answers the API from `routes` ("METHOD /path" -> [status, body]); records each call with its body. */
export function serve(routes: Record<string, [number, unknown]>) {
  const asked: Asked[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    asked.push({ method, path: url.pathname, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const [status, body] = routes[`${method} ${url.pathname}`] ?? [404, { message: 'not here', code: 'NOT_FOUND' }];
    return status === 204 ? new Response(null, { status }) : Response.json(body, { status });
  });
  return asked;
}

export const sent = (asked: Asked[], method: string, path: string) => asked.filter((a) => a.method === method && a.path === path).map((a) => a.body);

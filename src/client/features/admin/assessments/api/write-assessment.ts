import { ApiError, createApi, fetchTransport, type Api } from '@/lib/api-client';
import type { AssessmentProblem } from '@shared/schemas/assessments';

/** A 400 ASSESSMENT_INVALID with the problems its body lists, which the editor says one by one. */
export class AssessmentInvalid extends ApiError {
  constructor(
    err: ApiError,
    public readonly problems: AssessmentProblem[],
  ) {
    super(err.status, err.code, err.message, err.fieldErrors, err.permission);
  }
}

/**
 * A write through the app's one API client, keeping the `problems` of a refusal: ApiError carries the
 * code and field errors only, and the editor names each problem (docs/decisions/0030-self-assessments.md).
 */
export async function writeAssessment<T>(send: (client: Api) => Promise<T>): Promise<T> {
  let problems: AssessmentProblem[] | undefined;
  const client = createApi(async (request) => {
    const answer = await fetchTransport(request);
    const body = answer.data;
    if (body && typeof body === 'object' && 'problems' in body && Array.isArray(body.problems)) problems = body.problems as AssessmentProblem[];
    return answer;
  });
  try {
    return await send(client);
  } catch (err) {
    if (err instanceof ApiError && err.code === 'ASSESSMENT_INVALID' && problems) throw new AssessmentInvalid(err, problems);
    throw err;
  }
}

/** The server's problems of a failed write, or null. */
export const problemsOf = (err: unknown): AssessmentProblem[] | null => (err instanceof AssessmentInvalid ? err.problems : null);

import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TestMailInput, TestMailResult } from '@shared/schemas/setup-checklist';

/** POST /api/setup-checklist/test-mail: sent at once through SMTP_URL, answered with the outcome. */
export function sendTestMail(input: TestMailInput): Promise<TestMailResult> {
  return api.post<TestMailResult>('/api/setup-checklist/test-mail', { ...input });
}

export const useSendTestMail = () => useMutation({ mutationFn: sendTestMail });

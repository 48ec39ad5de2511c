// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EnquiryAssessment } from '@shared/schemas/assessments';
import { renderAdmin } from '../../shared/test-utils';
import ConsultationsPage from '../consultations-page';
import { listOf, makeConsultation, serveInbox, timelineOf } from '../test/fake-inbox-api';

const within5s = { timeout: 5000 };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const attached: EnquiryAssessment = {
  slug: 'entrepass-check',
  title: 'EntrePass check',
  versionId: 12,
  version: 3,
  lang: 'en',
  outcome: { id: 'likely', tone: 'likely', title: 'You are likely to qualify' },
  score: 7,
  answers: [
    { question: 'Do you have a company?', answer: 'Yes' },
    { question: 'How many years of experience?', answer: '6 years' },
  ],
  createdAt: '2025-01-01T00:07:00.000Z',
};

/** The detail of enquiry 7 opened by its link, the assessment endpoint answering `assessment`. */
async function openSeven(assessment: EnquiryAssessment | null) {
  const c = makeConsultation(7);
  const asked = serveInbox({
    'GET /api/consultations': () => listOf([makeConsultation(8)]),
    'GET /api/consultations/7': () => c,
    'GET /api/consultations/7/timeline': () => timelineOf(c),
    'GET /api/consultations/7/assessment': () => ({ assessment }),
  });
  renderAdmin(<ConsultationsPage />, { route: '/consultations?open=7' });
  const dialog = await screen.findByTestId('consultation-dialog', {}, within5s);
  await waitFor(() => expect(within(dialog).getAllByTestId('timeline-entry')).toHaveLength(1), within5s);
  return { dialog, asked };
}

describe('the enquiry detail, a self-assessment attached', () => {
  it('when the visitor attached her answers, then the block shows the assessment, its version, the outcome with its tone, the score and each answer', async () => {
    const { dialog } = await openSeven(attached);

    const block = await within(dialog).findByTestId('consultation-assessment', {}, within5s);

    expect(within(block).getByRole('heading', { name: '资格自测' })).toBeTruthy();
    expect(block.textContent).toContain('EntrePass check v3');
    expect(within(block).getByTestId('assessment-outcome').textContent).toBe('You are likely to qualify很可能符合');
    expect(block.textContent).toContain('7 分');
    expect(block.textContent).toContain('English');
    expect(within(block).getAllByTestId('assessment-answer').map((li) => li.textContent)).toEqual(['Do you have a company?Yes', 'How many years of experience?6 years']);
  });

  it('when nothing was attached, then there is no block', async () => {
    const { dialog, asked } = await openSeven(null);

    await waitFor(() => expect(asked.some((a) => a.url === '/api/consultations/7/assessment')).toBe(true), within5s);
    await act(async () => undefined);
    expect(within(dialog).queryByTestId('consultation-assessment')).toBeNull();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { AssessmentContent, PublishedAssessment } from '@shared/schemas/assessments';
import { createI18n, type Language } from '@/i18n';

/**
 * Three questions: years (a number, 5 or more scores 2), the degree (one of three, 0 to 2 points) and
 * a past refusal (yes/no). A refusal is "talk to us" (recommending business), else 3 points or more is
 * likely, anything else not yet.
 */
export const content: AssessmentContent = {
  title: { zh: 'EntrePass 资格自测', en: 'EntrePass self-check' },
  intro: { zh: '三个问题，看看您是否可能符合条件。', en: 'Three questions to see whether you may qualify.' },
  disclaimer: { zh: '结果仅供参考，不构成法律意见。', en: 'An indication only, not legal advice.' },
  service: 'immigration',
  reviewedOn: '2025-03-10',
  questions: [
    {
      id: 'years',
      kind: 'number',
      text: { zh: '您有几年全职工作经验？', en: 'How many years have you worked full time?' },
      help: { zh: '只计算全职工作。', en: 'Full-time work only.' },
      min: 0,
      max: 40,
      step: 1,
      unit: { zh: '年', en: 'years' },
      bands: [{ from: 5, points: 2 }],
    },
    {
      id: 'degree',
      kind: 'single',
      text: { zh: '您的最高学历是？', en: 'What is your highest degree?' },
      options: [
        { id: 'none', label: { zh: '无', en: 'None' }, points: 0 },
        { id: 'bachelor', label: { zh: '学士', en: 'Bachelor' }, points: 1 },
        { id: 'master', label: { zh: '硕士', en: 'Master' }, points: 2 },
      ],
    },
    { id: 'refused', kind: 'yesno', text: { zh: '您是否曾被拒签？', en: 'Were you ever refused a pass?' }, yesPoints: 0, noPoints: 0 },
  ],
  outcomes: [
    { id: 'likely', tone: 'likely', title: { zh: '您很可能符合条件', en: 'You are likely eligible' }, text: { zh: '可以开始准备材料。', en: 'You can start on the documents.' }, service: null },
    { id: 'talk', tone: 'possible', title: { zh: '先和我们聊聊', en: 'Talk to us first' }, text: { zh: '曾被拒签需要具体分析。', en: 'A past refusal needs a closer look.' }, service: 'business' },
    { id: 'later', tone: 'unlikely', title: { zh: '暂时还不符合', en: 'Not yet' }, text: { zh: '积累经验后再试。', en: 'Try again with more experience.' }, service: null },
  ],
  logic: {
    rules: [{ when: [{ question: 'refused', op: 'is', values: ['yes'] }], outcome: 'talk' }],
    thresholds: [
      { min: 3, outcome: 'likely' },
      { min: 0, outcome: 'later' },
    ],
    otherwise: null,
  },
};

export const published: PublishedAssessment = { slug: 'entrepass-check', versionId: 12, version: 3, publishedAt: '2025-03-10T08:00:00.000Z', content };

/** Test helper: site UI in `lang` at `route` (the eligibility route matched), with its own query client. */
export function eligibilityTree(ui: ReactNode, { lang = 'en', route = '/eligibility/entrepass-check' }: { lang?: Language; route?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="/eligibility/:slug" element={ui} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

// The shared contract (zod) in a chunk of its own: the home page's first load stays light (scripts/js-budget.ts),
// and the form fetches it when it first gets focus, well before it is sent.
export { createConsultationSchema } from '@shared/schemas/consultations';

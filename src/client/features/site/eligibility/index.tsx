/** Self-assessments (docs/decisions/0030-self-assessments.md): the visitor's page, in a chunk of its own, and the runner the back office previews with. */
export { EligibilityPage } from './eligibility-page';
export { AssessmentRunner, type AssessmentRunnerProps } from './components/assessment-runner';
export { prefetchEligibilityPage } from './api/get-assessment';

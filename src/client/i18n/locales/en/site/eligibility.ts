import type { Shape } from '../../../types';
import type zh from '../../zh/site/eligibility';

/** Public-site strings: self-assessments (site.eligibility), in English. */
const eligibility: Shape<typeof zh> = {
  page: {
    eyebrow: 'Self-check',
    loading: 'Loading the self-check…',
    failed: 'We could not load this self-check. Please try again later, or talk to one of our consultants directly.',
    retry: 'Try again',
    facts_one: '{{count}} question · about 2 minutes',
    facts_other: '{{count}} questions · about 2 minutes',
    private: 'Your answers are worked out on this page only: nothing is stored or sent.',
  },
  runner: {
    progress: 'Question {{current}} of {{total}}',
    back: 'Back',
    next: 'Next',
    seeResult: 'See my result',
    multipleHint: 'Tick all that apply. If none do, just press Next.',
    numberHint: 'Enter a number from {{min}} to {{max}}.',
    numberStepHint: 'Enter a number from {{min}} to {{max}}, in steps of {{step}}.',
    numberInvalid: 'That number is out of range: enter one from {{min}} to {{max}}.',
    numberStepInvalid: 'Enter a number from {{min}} to {{max}}, in steps of {{step}}.',
    yes: 'Yes',
    no: 'No',
  },
  result: {
    heading: 'Your result',
    tones: {
      likely: 'Likely eligible',
      possible: 'Possibly eligible',
      unlikely: 'Probably not eligible for now',
    },
    noOutcome: 'We cannot give a result for these answers. A consultant can look at your situation in detail.',
    change: 'Change my answers',
    disclaimer: 'Please note',
    reviewed: 'Last reviewed {{date}}',
  },
  cta: {
    title: 'Want an expert view?',
    text: 'A self-check is only a first indication. A consultant can advise on your own situation, free of charge.',
    talk: 'Talk to a consultant',
    book: 'Book a time instead',
    formTitle: 'Message a consultant',
    preview: 'Preview: visitors see "Talk to a consultant" and "Book a time" here. Nothing is sent or counted in a preview.',
  },
  attach: {
    label: 'Attach my answers to this enquiry',
    hint: 'If ticked, the questions, answers and result below are sent to the consultant with your message; if not, only your details and message are sent.',
    summary: 'What would be attached',
    result: 'Result',
  },
};
export default eligibility;

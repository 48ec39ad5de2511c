import { useRef } from 'react';
import { sendEvent } from '@/features/site/analytics';

/**
 * The two counting beacons of a self-assessment (docs/decisions/0030-self-assessments.md): started,
 * once, at the first answer; finished, when a result is shown, once per outcome seen (changing the
 * answers to reach the same result again is not another result). The slug and the outcome's key only,
 * never the answers. `live` false (a preview, a draft) sends nothing.
 */
export function useAssessmentBeacons(slug: string, live: boolean) {
  const started = useRef(false);
  const finished = useRef(new Set<string>());
  return {
    start: () => {
      if (!live || started.current) return;
      started.current = true;
      sendEvent({ name: 'assessment', step: 'start', slug, path: window.location.pathname });
    },
    finish: (outcome: string) => {
      if (!live || finished.current.has(outcome)) return;
      finished.current.add(outcome);
      sendEvent({ name: 'assessment', step: 'finish', slug, outcome, path: window.location.pathname });
    },
  };
}

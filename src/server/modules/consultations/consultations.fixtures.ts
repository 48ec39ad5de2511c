import { CONSENT_VERSION } from '../../../shared/privacy';
import type { App } from '../../app';
import { MIN_FILL_MS } from './form-token';

/**
 * What the public form adds to a person's enquiry: consent, and a form token issued long enough
 * ago (MIN_FILL_MS) that the post is not suspect. Tests spread it into their posts.
 */
export const capture = (app: { built: App } | App) => {
  const built = 'built' in app ? app.built : app;
  return {
    consent: true as const,
    consentVersion: CONSENT_VERSION,
    formToken: built.services.consultations.enquiryToken(Date.now() - MIN_FILL_MS - 5_000).token,
  };
};

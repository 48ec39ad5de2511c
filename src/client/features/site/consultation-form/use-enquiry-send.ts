import { useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { notify } from '@/components/ui/notify';
import { useErrorMessage } from '@/i18n/error-message';
import { ApiError } from '@/lib/api-client';

interface Options<F extends string> {
  fieldId: (field: F) => string;
  setInvalid: (fields: F[]) => void;
  /** the send on its way (the mutation's pending state) */
  pending: boolean;
  /** the rate limit already refused this visitor (a post the server drew again) */
  rateLimited?: boolean;
}

/**
 * Sending the enquiry form or a booking, one send at a time: fields refused before sending are marked,
 * a toast says why and the first comes into view; a send the server refuses marks the fields it names,
 * shows the rate-limit note on RATE_LIMITED, and says why in a toast.
 */
export function useEnquirySend<F extends string>({ fieldId, setInvalid, pending, rateLimited: limited = false }: Options<F>) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [preparing, setPreparing] = useState(false);
  const [rateLimited, setRateLimited] = useState(limited);
  const sending = useRef(false);

  const refuse = (why: string, fields: F[]) => {
    setInvalid(fields);
    notify.error(t('contact.toast.invalidTitle'), { description: why });
    // the first wrong field, in the middle of the screen: the sticky header and the toast never hide it
    const first = fields[0] && document.getElementById(fieldId(fields[0]));
    first?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    first?.focus({ preventScroll: true });
  };

  /** `fieldsOf` names the form's fields for a field of the contract the server refused. */
  const fail = (err: Error, fieldsOf: (key: string) => F | F[]) => {
    if (err instanceof ApiError && err.code === 'RATE_LIMITED') setRateLimited(true);
    const fields = err instanceof ApiError ? Object.keys(err.fieldErrors ?? {}).flatMap(fieldsOf) : [];
    if (fields.length > 0) setInvalid(fields);
    notify.error(t('contact.toast.failureTitle'), { description: errorMessage(err, t('contact.toast.failureDefault')) });
  };

  const submit = (send: () => Promise<void>) => {
    if (sending.current || pending) return;
    sending.current = true;
    setPreparing(true);
    void send().finally(() => {
      sending.current = false;
      setPreparing(false);
    });
  };

  return { submit, refuse, fail, busy: preparing || pending, rateLimited, setRateLimited };
}

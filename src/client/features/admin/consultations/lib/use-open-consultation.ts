import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useTranslation } from '@/i18n/use-translation';
import { useErrorMessage } from '@/i18n/error-message';
import type { Consultation } from '@shared/schemas/consultations';
import { useConsultation } from '../api/get-consultation';

/**
 * The enquiry open in the detail dialog, kept in the address (?open=<id>) so the staff email's link
 * opens it and a reload keeps it; read from the server, as it may be on no page of the list.
 */
export function useOpenConsultation(rows: Consultation[]) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('open'));
  const openId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const single = useConsultation(openId);
  const row = rows.find((r) => r.id === openId);

  const setOpen = useCallback(
    (id: number | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (id === null) next.delete('open');
          else next.set('open', String(id));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const failed = openId !== null && single.isError && !row;
  useEffect(() => {
    if (!failed) return;
    toast.error(t('consultations.toast.fetchFailed'), { description: errorMessage(single.error) });
    setOpen(null);
  }, [failed, single.error, setOpen, t, errorMessage]);

  return { openId, open: openId === null ? null : (single.data ?? row ?? null), setOpen };
}

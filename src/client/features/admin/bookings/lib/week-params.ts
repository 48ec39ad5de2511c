import { useSearchParams } from 'react-router';
import { addDays, todaySgt } from '@shared/singapore-time';
import { isDay, weekStart } from './week';

export type WeekMode = 'week' | 'day';
/** Everyone, the firm's calendar (no consultant), or one consultant's id. */
export type ConsultantFilter = 'all' | 'firm' | number;

/** The week view's state in the address (?date=, ?view=, ?consultant=, ?cancelled=), so a link opens it. */
export function useWeekParams() {
  const [params, setParams] = useSearchParams();
  const date = isDay(params.get('date')) ? params.get('date')! : todaySgt();
  const mode: WeekMode = params.get('view') === 'day' ? 'day' : 'week';
  const raw = params.get('consultant');
  const consultant: ConsultantFilter = raw === 'firm' ? 'firm' : raw && /^\d+$/.test(raw) ? Number(raw) : 'all';
  const showCancelled = params.get('cancelled') === '1';
  const from = mode === 'week' ? weekStart(date) : date;
  const days = mode === 'week' ? 7 : 1;

  const set = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );

  return {
    date,
    mode,
    consultant,
    showCancelled,
    from,
    to: addDays(from, days - 1),
    days,
    setDate: (day: string) => set({ date: day }),
    step: (direction: 1 | -1) => set({ date: addDays(date, direction * days) }),
    setMode: (m: WeekMode) => set({ view: m === 'day' ? 'day' : null }),
    setConsultant: (c: ConsultantFilter) => set({ consultant: c === 'all' ? null : String(c) }),
    setShowCancelled: (on: boolean) => set({ cancelled: on ? '1' : null }),
  };
}

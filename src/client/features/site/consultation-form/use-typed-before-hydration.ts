import { useLayoutEffect, type RefObject } from 'react';
import type { ConsultationFormValues } from '@shared/enquiry-form';

interface TypedValues {
  values: ConsultationFormValues;
  website: string;
}

/**
 * What a visitor typed, picked or ticked before the form was hydrated: React keeps it in the inputs
 * but not in the form's state, and the next render would write the state's empty values over it. Read
 * once, as the form mounts, before the browser paints. See docs/decisions/0010-first-load-javascript.md.
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, take: (typed: TypedValues) => void): void {
  useLayoutEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    const input = (name: string) => elements.namedItem(name) as HTMLInputElement | null;
    const value = (name: string) => input(name)?.value ?? '';
    take({
      values: { name: value('name'), email: value('email'), phone: value('phone'), service: value('service'), message: value('message'), consent: input('consent')?.checked ?? false },
      website: value('website'),
    });
    // once, at mount: afterwards the inputs and the state change together
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

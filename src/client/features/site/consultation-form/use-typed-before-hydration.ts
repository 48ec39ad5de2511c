import { useLayoutEffect, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { ConsultationField, ConsultationFormValues } from '@shared/enquiry-form';

/**
 * What a visitor typed, picked or ticked before the form was hydrated: React keeps it in the inputs
 * but not in the form's state, and the next render would write the state's empty values over it. Read
 * once, as the form mounts, before the browser paints. See docs/decisions/0010-first-load-javascript.md.
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, setValues: Dispatch<SetStateAction<ConsultationFormValues>>, setWebsite: (website: string) => void): void {
  useLayoutEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    const input = (name: string) => elements.namedItem(name) as HTMLInputElement | null;
    const value = (name: string) => input(name)?.value ?? '';
    const typed = { name: value('name'), email: value('email'), phone: value('phone'), service: value('service'), message: value('message'), consent: input('consent')?.checked ?? false };
    // the state as it is when nothing differs, so nothing renders again
    setValues((v) => (Object.entries(typed).every(([k, x]) => v[k as ConsultationField] === x) ? v : typed));
    setWebsite(value('website'));
    // once, at mount: afterwards the inputs and the state change together
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

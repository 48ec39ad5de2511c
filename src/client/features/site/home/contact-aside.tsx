import { ContactDetails, ContactFormHint } from '@/features/site/layout';

/**
 * The home page's contact details beside the form: only the channels set; with none set, a
 * sentence that points at the form instead of an empty box (the contact dialog and /contact do the same).
 * A chunk of its own, fetched with the form as the section nears.
 */
export function ContactAside() {
  return (
    <>
      <ContactFormHint className="mb-6 text-sm text-slate-300" />
      <ContactDetails tone="inverted" />
    </>
  );
}

import { useTranslation } from '@/i18n/use-translation';
import { useConsultants } from '@/lib/home-content-queries';
import { avatarInitial } from './initials';

/** The firm's consultants (settings → Home page → trust details), shown only when staff added some. */
export function ConsultantsList() {
  const { t } = useTranslation();
  const consultants = useConsultants();
  if (!consultants.length) return null;
  return (
    <div className="mx-auto mt-14 max-w-7xl px-4 lg:px-6">
      <h3 className="text-xl font-semibold">{t('home.about.consultantsTitle')}</h3>
      <ul className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {consultants.map((c, i) => (
          <li key={i} className="flex flex-col items-center gap-2 text-center">
            {c.photo ? (
              <img src={c.photo} alt="" width={96} height={96} loading="lazy" className="size-24 rounded-full border object-cover" />
            ) : (
              <span aria-hidden="true" className="inline-flex size-24 items-center justify-center rounded-full bg-primary text-2xl font-semibold text-white">
                {avatarInitial(c.name)}
              </span>
            )}
            <span className="font-medium">{c.name}</span>
            {c.title ? <span className="text-sm text-muted-foreground">{c.title}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

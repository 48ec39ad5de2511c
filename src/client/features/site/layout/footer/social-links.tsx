import { Suspense } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { footerPlatforms } from '@shared/catalog';
import { trackCta } from '@/features/site/reach-us';
import { useContactInfo } from '../contact-details';
import { lazyDialog, useDeferredDialog } from '../use-deferred-dialog';
import { platformContact } from './platform-contact';
import { SocialIcon } from './social-icons';

type Platform = (typeof footerPlatforms)[number];

const loadQrDialog = () => import('./qr-dialog');
const QrDialog = lazyDialog(() => loadQrDialog().then((m) => m.QrDialog));

/** A platform's icon, opening its QR dialog (downloaded when an icon is first touched or focused). */
function SocialQrButton({ platform }: { platform: Platform }) {
  const { t } = useTranslation();
  const { wanted, trigger, dialog } = useDeferredDialog(loadQrDialog);
  return (
    <>
      <button
        {...trigger}
        onClick={() => {
          trigger.onClick();
          if (platform === 'wechat') trackCta('wechat', window.location.pathname);
        }}
        className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
        aria-label={t('layout.qr.open', { platform: t(`platforms.${platform}`, { ns: 'common' }) })}
      >
        <SocialIcon platform={platform} className="size-5" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <QrDialog platform={platform} {...dialog} />
        </Suspense>
      )}
    </>
  );
}

/** The social icons of the platforms with an account or a QR code, each opening its dialog; none for an unset one. */
export function SocialLinks() {
  const { data } = useContactInfo();
  const shown = data ? footerPlatforms.filter((platform) => Object.values(platformContact(data, platform)).some(Boolean)) : [];
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {shown.map((platform) => (
        <li key={platform}>
          <SocialQrButton platform={platform} />
        </li>
      ))}
    </ul>
  );
}

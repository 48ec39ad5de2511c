import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { footerPlatforms } from '@shared/catalog';
import { contactDefaults, defaultQrImage } from '@shared/contact-defaults';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useContactInfo } from '../contact-details';
import type { DeferredDialogProps } from '../use-deferred-dialog';

type Platform = (typeof footerPlatforms)[number];

/** The QR image, replaced by the bundled placeholder when it fails to load (docs/product-spec.md, section 2). */
function QrImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? defaultQrImage : src}
      alt={alt}
      width={192}
      height={192}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="size-48 rounded-md border bg-white object-contain p-2"
    />
  );
}

/** 'Scan the {platform} QR code': the image and the account; a chunk of its own, loaded by social-links.tsx. */
export function QrDialog({ platform, open, onOpenChange, contentId, returnFocus }: DeferredDialogProps & { platform: Platform }) {
  const { t } = useTranslation();
  const { data } = useContactInfo();
  const name = t(`platforms.${platform}`, { ns: 'common' });
  // the server fills an unset WeChat with its '未设置' default, which is no account to show
  const raw = data?.[platform]?.trim();
  const account = raw && raw !== (contactDefaults as Record<string, string>)[platform] ? raw : undefined;
  const qr = data?.[`${platform}Qrcode`] || defaultQrImage;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        id={contentId}
        className="sm:max-w-sm"
        closeLabel={t('actions.close', { ns: 'common' })}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          returnFocus()?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('layout.qr.title', { platform: name })}</DialogTitle>
          <DialogDescription>{t('layout.qr.prompt', { platform: name })}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col items-center gap-3">
          {/* a new key per source resets the failed state when the QR changes */}
          <QrImage key={qr} src={qr} alt={t('layout.qr.alt', { platform: name })} />
          {account && <p className="text-sm font-medium">{t('layout.qr.account', { account })}</p>}
        </div>
      </DialogContent>
    </Dialog>
  );
}

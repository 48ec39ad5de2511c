import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { footerPlatforms } from '@shared/catalog';
import { Check, Copy } from 'lucide-react';
import { defaultQrImage } from '@shared/contact-defaults';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useContactInfo } from '../contact-details';
import { platformContact } from './platform-contact';
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

/** The account ID with a copy button: what a platform without an uploaded QR shows (docs/decisions/0024-beyond-the-spec.md). */
function AccountCopy({ platform, account }: { platform: Platform; account: string }) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const name = t(`platforms.${platform}`, { ns: 'common' });
  const copyAccount = () =>
    navigator.clipboard.writeText(account).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  return (
    <div className="flex w-full flex-col items-center gap-3">
      <p className="w-full rounded-md border bg-muted px-3 py-2 text-center font-mono text-base font-medium break-all select-all" aria-label={t('layout.qr.accountLabel', { platform: name })}>
        {account}
      </p>
      <Button type="button" variant="outline" onClick={() => void copyAccount()}>
        {copy === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {t(copy === 'copied' ? 'layout.qr.copied' : 'layout.qr.copy')}
      </Button>
      <p className="text-sm text-destructive" role="status">
        {copy === 'failed' ? t('layout.qr.copyFailed') : ''}
      </p>
      {platform === 'wechat' && (
        // phones only: a desktop has no WeChat to open from a link
        <div className="flex flex-col items-center gap-2 text-center text-sm text-muted-foreground md:hidden">
          <p>{t('layout.qr.weChatHint')}</p>
          <a href="weixin://" className="font-medium text-primary underline underline-offset-4">
            {t('layout.qr.openWeChat')}
          </a>
        </div>
      )}
    </div>
  );
}

/**
 * The platform's uploaded QR code with its account, or, without a QR, the account with a copy
 * button: no placeholder stands in for a missing QR (the bundled image only replaces one that fails
 * to load). A chunk of its own, loaded by social-links.tsx, which shows only platforms with either.
 */
export function QrDialog({ platform, open, onOpenChange, contentId, returnFocus }: DeferredDialogProps & { platform: Platform }) {
  const { t } = useTranslation();
  const { data } = useContactInfo();
  const name = t(`platforms.${platform}`, { ns: 'common' });
  const { account, qr } = data ? platformContact(data, platform) : { account: null, qr: null };
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
          <DialogTitle>{t(qr ? 'layout.qr.title' : 'layout.qr.accountTitle', { platform: name })}</DialogTitle>
          <DialogDescription>{t(qr ? 'layout.qr.prompt' : 'layout.qr.accountPrompt', { platform: name })}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col items-center gap-3">
          {/* a new key per source resets the failed state when the QR changes */}
          {qr && <QrImage key={qr} src={qr} alt={t('layout.qr.alt', { platform: name })} />}
          {qr && account && <p className="text-sm font-medium">{t('layout.qr.account', { account })}</p>}
          {!qr && account && <AccountCopy platform={platform} account={account} />}
        </div>
      </DialogContent>
    </Dialog>
  );
}

import { useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
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

/**
 * Puts `text` on the clipboard; where the Clipboard API is missing or refused (an older browser, a
 * page not served over https), selects `node`'s text and asks the browser to copy it.
 */
async function copyText(text: string, node: HTMLElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused: try the selection
  }
  if (!node) return false;
  const range = document.createRange();
  range.selectNodeContents(node);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/**
 * The account ID with a copy button, always (docs/decisions/0024-beyond-the-spec.md, 0028-booking-and-chat.md);
 * what to do on a phone below it. A copy that fails leaves the ID selected to copy by hand.
 */
function AccountCopy({ platform, account, withQr }: { platform: Platform; account: string; withQr: boolean }) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const shown = useRef<HTMLParagraphElement>(null);
  const name = t(`platforms.${platform}`, { ns: 'common' });
  const copyAccount = async () => setCopy((await copyText(account, shown.current)) ? 'copied' : 'failed');
  return (
    <div className="flex w-full flex-col items-center gap-3">
      <p ref={shown} className="w-full rounded-md border bg-muted px-3 py-2 text-center font-mono text-base font-medium break-all select-all" aria-label={t('layout.qr.accountLabel', { platform: name })}>
        {account}
      </p>
      <Button type="button" variant="outline" className="min-h-11" onClick={() => void copyAccount()}>
        {copy === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {t(copy === 'copied' ? 'layout.qr.copied' : 'layout.qr.copy')}
      </Button>
      <p className={copy === 'failed' ? 'text-sm text-destructive' : 'sr-only'} role="status">
        {copy === 'failed' ? t('layout.qr.copyFailed') : copy === 'copied' ? t('layout.qr.copied') : ''}
      </p>
      {platform === 'wechat' && !withQr && (
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
 * The platform's uploaded QR code when there is one, and its account with a copy button whenever
 * it is set: no placeholder stands in for a missing QR (the bundled image only replaces one that fails
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
          {/* phones only: a QR code on the phone that would scan it is saved, or the ID copied */}
          {qr && platform === 'wechat' && <p className="text-center text-sm text-muted-foreground md:hidden">{t('layout.qr.saveHint')}</p>}
          {account && <AccountCopy platform={platform} account={account} withQr={Boolean(qr)} />}
        </div>
      </DialogContent>
    </Dialog>
  );
}

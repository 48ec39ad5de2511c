import { Copy, Download } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useUser } from '@/lib/session';
import { triggerDownload } from '../../shared/download-file';

/** The ten recovery codes, shown once: copy them or save them as a .txt file. */
export function RecoveryCodes({ codes, onDone, heading = true }: { codes: string[]; onDone: () => void; heading?: boolean }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const user = useUser();
  const text = [t('account.twoFactor.codes.fileHeader', { brand: tc('brand'), username: user.data?.username ?? '' }), '', ...codes, ''].join('\n');

  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => toast.success(t('account.twoFactor.codes.copied')),
      () => toast.error(t('account.twoFactor.codes.copyFailed')),
    );
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    triggerDownload(url, t('account.twoFactor.codes.fileName'));
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return (
    <section className="grid gap-4" aria-label={t('account.twoFactor.codes.title')}>
      <div>
        {/* in a dialog its title already says it */}
        {heading && <h3 className="font-semibold">{t('account.twoFactor.codes.title')}</h3>}
        <p className="mt-1 text-sm text-muted-foreground">{t('account.twoFactor.codes.description')}</p>
      </div>
      <ol data-testid="recovery-codes" className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/40 p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code" className="text-center tracking-wider">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t('account.twoFactor.codes.copy')}
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          {t('account.twoFactor.codes.download')}
        </Button>
        <Button type="button" onClick={onDone} className="sm:ml-auto">
          {t('account.twoFactor.codes.done')}
        </Button>
      </div>
    </section>
  );
}

import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Spinner } from '@/components/ui/spinner';

function ChunkSpinner({ fullScreen }: { fullScreen?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <div className={fullScreen ? 'flex min-h-dvh items-center justify-center' : 'flex min-h-[40vh] items-center justify-center'}>
      <Spinner className="size-8 text-primary" aria-label={t('loading')} />
    </div>
  );
}

/** A back-office screen while its chunk downloads: a spinner in the page (or the whole screen). */
export function Lazy({ children, fullScreen }: { children: ReactNode; fullScreen?: boolean }) {
  return <Suspense fallback={<ChunkSpinner fullScreen={fullScreen} />}>{children}</Suspense>;
}

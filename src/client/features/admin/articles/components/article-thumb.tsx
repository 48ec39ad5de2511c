import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { cn } from '@/lib/utils';

/** Cover thumbnail; a missing or broken image shows the 'no image' placeholder (docs/product-spec.md, section 2). */
export function ArticleThumb({ src, className }: { src: string | null | undefined; className?: string }) {
  const { t } = useTranslation('admin');
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  return (
    <div className={cn('relative size-14 shrink-0 overflow-hidden rounded-md border bg-muted', className)}>
      {broken ? (
        <div className="flex size-full flex-col items-center justify-center gap-0.5 text-muted-foreground" data-testid="no-image">
          <ImageOff className="size-4" aria-hidden="true" />
          <span className="text-[10px] leading-none">{t('articles.noImage')}</span>
        </div>
      ) : (
        <img src={src} alt="" loading="lazy" className="size-full object-cover" onError={() => setFailed(src)} />
      )}
    </div>
  );
}

import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';

/** Live preview of the cover image URL; a broken address says so. */
export function CoverImagePreview({ src }: { src: string }) {
  const { t } = useTranslation('admin');
  const [failed, setFailed] = useState<string | null>(null);
  const url = src.trim();
  if (!url) return null;
  return (
    <figure className="overflow-hidden rounded-md border bg-muted">
      {failed === url ? (
        <div className="flex aspect-video flex-col items-center justify-center gap-1 text-muted-foreground">
          <ImageOff className="size-6" aria-hidden="true" />
          <span className="text-xs">{t('articleForm.fields.imageBroken')}</span>
        </div>
      ) : (
        <img src={url} alt={t('articleForm.fields.imagePreview')} className="aspect-video w-full object-cover" onError={() => setFailed(url)} />
      )}
    </figure>
  );
}

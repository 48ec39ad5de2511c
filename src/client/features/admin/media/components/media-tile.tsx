import { Trash2 } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths, withQuery } from '@shared/paths';
import type { MediaLibraryItem } from '@shared/schemas/media';
import { formatBytes, formatShortDate } from '../../shared/format';
import { AltField } from './alt-field';

interface MediaTileProps {
  item: MediaLibraryItem;
  /** absent, like onDelete, for a role that may not manage the library (writeAnyArticle) */
  onAlt?: (input: { alt?: string; altEn?: string }) => void;
  onDelete?: () => void;
}

/** One image of the library: thumbnail, size, date, where it is used, its alt texts and delete. */
export function MediaTile({ item, onAlt, onDelete }: MediaTileProps) {
  const { t, i18n } = useTranslation('admin');
  const thumb = item.variants[0]?.url ?? item.url;
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border bg-card" data-testid="media-tile" data-media-id={item.id}>
      <div className="aspect-video bg-muted">
        <img src={thumb} alt={item.alt || item.altEn} width={item.variants[0]?.width} height={item.variants[0]?.height} loading="lazy" decoding="async" className="size-full object-contain" />
      </div>
      <div className="grid gap-3 p-3">
        <div className="flex flex-wrap items-center justify-between gap-x-3 text-xs text-muted-foreground">
          <span>{t('media.dimensions', { width: item.width, height: item.height })}</span>
          <span>{formatBytes(item.bytes)}</span>
          <span>{formatShortDate(item.createdAt, i18n.language)}</span>
        </div>
        <AltField id={`alt-${item.id}`} label={t('media.alt')} value={item.alt} onSave={onAlt && ((alt) => onAlt({ alt }))} />
        <AltField id={`alt-en-${item.id}`} label={t('media.altEn')} value={item.altEn} onSave={onAlt && ((altEn) => onAlt({ altEn }))} />
        <div className="text-xs">
          <span className="text-muted-foreground">{t('media.usedIn')}</span>
          {item.usedIn.length === 0 && <span className="text-muted-foreground">{t('media.unused')}</span>}
          <ul className="mt-1 grid gap-0.5">
            {item.usedIn.map((use) => (
              <li key={`${use.trashed}-${use.id}`} className="truncate">
                {use.trashed ? (
                  <span>
                    {use.title}
                    {t('media.trashed')}
                  </span>
                ) : (
                  <Link to={withQuery(paths.articles, { edit: String(use.id) })} className="text-primary underline-offset-2 hover:underline">
                    {use.title}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </div>
        {onDelete && (
          <Button type="button" variant="ghost" size="sm" className="justify-self-end text-destructive hover:text-destructive" onClick={onDelete}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('media.delete')}
          </Button>
        )}
      </div>
    </li>
  );
}

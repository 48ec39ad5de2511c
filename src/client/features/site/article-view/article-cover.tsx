import { useState } from 'react';
import { cn } from '@/lib/utils';
import type { ResponsiveImage } from '@shared/schemas/media';

interface ArticleCoverProps {
  src: string | null | undefined;
  /** the article's title: the cover illustrates it */
  alt: string;
  /** below the fold (lists): loaded when scrolled near */
  lazy?: boolean;
  className?: string;
  /** an uploaded cover's sizes and alt text (docs/decisions/0014-media.md): the phone loads the 480 px copy */
  image?: ResponsiveImage;
}

/**
 * An article's cover image in a fixed frame (16:9; 21:9 from 1024 px, so the title stays in view):
 * the frame's size is known before the image arrives, so nothing below it moves; nothing at all
 * when the article has no cover or it fails to load.
 */
export function ArticleCover({ src, alt, lazy = false, className, image }: ArticleCoverProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return null;
  return (
    <div className={cn('aspect-video overflow-hidden bg-muted lg:aspect-[21/9]', className)} data-testid="article-cover">
      <img
        src={image?.src ?? src}
        srcSet={image?.srcSet}
        sizes={image ? '(min-width: 1280px) 1280px, 100vw' : undefined}
        alt={image?.alt || alt}
        width={image?.width ?? 1280}
        height={image?.height ?? 720}
        loading={lazy ? 'lazy' : 'eager'}
        fetchPriority={lazy ? undefined : 'high'}
        decoding="async"
        onError={() => setFailed(src)}
        className="size-full object-cover"
      />
    </div>
  );
}

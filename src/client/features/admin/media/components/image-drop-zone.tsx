import { ImagePlus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import type { MediaItem } from '@shared/schemas/media';
import { imageFilesOf, useImageUpload } from '../use-image-upload';

interface ImageDropZoneProps {
  onUploaded: (item: MediaItem) => void;
  /** the button's label (default: "Upload image") */
  label?: string;
  hint?: string;
  multiple?: boolean;
  className?: string;
  children?: ReactNode;
  testId?: string;
}

/** An upload button inside an area that takes dropped and pasted images too. */
export function ImageDropZone({ onUploaded, label, hint, multiple = false, className, children, testId }: ImageDropZoneProps) {
  const { t } = useTranslation('admin');
  const { upload, uploading, pick, inputProps } = useImageUpload(onUploaded);
  const [over, setOver] = useState(false);
  const take = (files: File[]) => void upload(multiple ? files : files.slice(0, 1));

  return (
    <div
      data-testid={testId}
      tabIndex={-1}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        const files = imageFilesOf(e.dataTransfer);
        setOver(false);
        if (!files.length) return;
        e.preventDefault();
        take(files);
      }}
      onPaste={(e) => {
        const files = imageFilesOf(e.clipboardData);
        if (!files.length) return;
        e.preventDefault();
        take(files);
      }}
      className={cn('flex flex-col items-center justify-center gap-2 rounded-md border border-dashed p-4 text-center transition-colors', over ? 'border-primary bg-primary/5' : 'border-input', className)}
    >
      {children}
      <input {...inputProps} multiple={multiple} />
      <Button type="button" variant="outline" size="sm" onClick={pick} disabled={uploading}>
        {uploading ? <Spinner className="size-4" /> : <ImagePlus className="size-4" aria-hidden="true" />}
        {uploading ? t('media.uploading') : (label ?? t('media.upload'))}
      </Button>
      <p className="text-xs text-muted-foreground">{over ? t('media.dropHere') : (hint ?? t('media.dropHint'))}</p>
    </div>
  );
}

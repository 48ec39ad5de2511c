import { useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { useErrorMessage } from '@/i18n/error-message';
import { MEDIA_MAX_BYTES, type MediaItem } from '@shared/schemas/media';
import { useUploadMedia } from './api/upload-media';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const acceptedImageTypes = ACCEPTED.join(',');

/** The image files among dropped or pasted items (anything else is ignored). */
export const imageFilesOf = (data: DataTransfer | null): File[] => Array.from(data?.files ?? []).filter((f) => f.type.startsWith('image/'));

/**
 * Uploads images one by one and reports each to `onUploaded`; a file the server would refuse for
 * its size or type is refused here first, without sending 10 MB for nothing (the server decides).
 */
export function useImageUpload(onUploaded: (item: MediaItem) => void) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const mutation = useUploadMedia();
  const input = useRef<HTMLInputElement>(null);

  async function upload(files: File[]) {
    for (const file of files) {
      if (file.size > MEDIA_MAX_BYTES) {
        toast.error(t('media.tooLarge'));
        continue;
      }
      if (file.type && !ACCEPTED.includes(file.type)) {
        toast.error(t('media.notImage'));
        continue;
      }
      try {
        onUploaded(await mutation.mutateAsync(file));
      } catch (err) {
        toast.error(t('media.uploadFailed'), { description: errorMessage(err) });
      }
    }
  }

  return {
    upload,
    uploading: mutation.isPending,
    /** opens the file picker */
    pick: () => input.current?.click(),
    /** spread on a hidden <input type="file"> */
    inputProps: {
      ref: input,
      type: 'file' as const,
      accept: acceptedImageTypes,
      hidden: true,
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
        const files = Array.from(e.target.files ?? []);
        e.target.value = '';
        void upload(files);
      },
    },
  };
}

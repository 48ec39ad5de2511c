import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { ImageDropZone } from '@/features/admin/media';
import type { ArticleForm } from './main-fields';

/**
 * The cover's upload (button, drop, paste): the uploaded image's URL becomes the cover address,
 * which stays editable for an external image (docs/decisions/0014-media.md).
 */
export function CoverImageUpload({ form }: { form: ArticleForm }) {
  const { t } = useTranslation('admin');
  return (
    <ImageDropZone
      testId="cover-upload"
      label={t('media.cover.upload')}
      hint={t('media.cover.hint')}
      onUploaded={(item) => {
        form.setValue('imageUrl', item.url, { shouldDirty: true, shouldTouch: true });
        toast.success(t('media.cover.uploaded'));
      }}
    />
  );
}

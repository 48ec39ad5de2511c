import Image from '@tiptap/extension-image';
import type { EditorView } from '@tiptap/pm/view';
import type { Editor } from '@tiptap/react';
import { ImageUp } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { Spinner } from '@/components/ui/spinner';
import { imageFilesOf, useImageUpload, uploadMedia } from '@/features/admin/media';
import { useErrorMessage } from '@/i18n/error-message';
import type { MediaItem } from '@shared/schemas/media';

/**
 * The editor's image node, which also keeps `data-media-id`: the server makes such images
 * responsive (srcset, sizes) when it serves the article (docs/decisions/0014-media.md).
 */
export const MediaImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      mediaId: {
        default: null,
        parseHTML: (el) => el.getAttribute('data-media-id'),
        renderHTML: (attrs) => (attrs.mediaId ? { 'data-media-id': attrs.mediaId as string } : {}),
      },
    };
  },
});

const attrsOf = (item: MediaItem, lang: 'zh' | 'en') => ({ src: item.url, alt: (lang === 'en' ? item.altEn : item.alt) || null, width: item.width, height: item.height, mediaId: item.id });

function insertAt(view: EditorView, item: MediaItem, lang: 'zh' | 'en', pos?: number) {
  const node = view.state.schema.nodes.image?.create(attrsOf(item, lang));
  if (!node) return;
  const tr = pos === undefined ? view.state.tr.replaceSelectionWith(node) : view.state.tr.insert(Math.min(pos, view.state.doc.content.size), node);
  view.dispatch(tr);
}

/**
 * Dropped and pasted image files are uploaded and inserted where they were dropped (or at the
 * caret); anything else is left to the editor. The handlers are set once when the editor is made,
 * so they read the current translations through a ref.
 */
export function useEditorImageDrop(lang: 'zh' | 'en' = 'zh') {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const latest = useRef({ t, errorMessage, lang });
  latest.current = { t, errorMessage, lang };

  async function upload(view: EditorView, files: File[], pos?: number) {
    const { t: tr, errorMessage: message } = latest.current;
    const pending = toast.loading(tr('media.editor.uploading'));
    for (const file of files) {
      try {
        insertAt(view, await uploadMedia(file), latest.current.lang, pos);
      } catch (err) {
        toast.error(tr('media.uploadFailed'), { description: message(err) });
      }
    }
    toast.dismiss(pending);
  }

  return {
    handleDrop: (view: EditorView, event: DragEvent, _slice: unknown, moved: boolean) => {
      const files = moved ? [] : imageFilesOf(event.dataTransfer);
      if (!files.length) return false;
      event.preventDefault();
      void upload(view, files, view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos);
      return true;
    },
    handlePaste: (view: EditorView, event: ClipboardEvent) => {
      const files = imageFilesOf(event.clipboardData);
      if (!files.length) return false;
      event.preventDefault();
      void upload(view, files);
      return true;
    },
  };
}

/** The toolbar's "insert image" by upload: a file picker; the image goes in at the caret. */
export function ImageUploadButton({ editor, lang = 'zh' }: { editor: Editor; lang?: 'zh' | 'en' }) {
  const { t } = useTranslation('admin');
  const { pick, inputProps, uploading } = useImageUpload((item) => editor.chain().focus().insertContent({ type: 'image', attrs: attrsOf(item, lang) }).run());
  return (
    <>
      <input {...inputProps} data-testid="editor-image-input" />
      <button
        type="button"
        onMouseDown={(e) => e.preventDefault()}
        onClick={pick}
        disabled={uploading}
        aria-label={t('articleForm.editor.uploadImage')}
        title={t('articleForm.editor.uploadImage')}
        className="inline-flex size-8 items-center justify-center rounded-md text-foreground transition-colors hover:bg-secondary disabled:opacity-40"
      >
        {uploading ? <Spinner className="size-4" aria-hidden="true" /> : <ImageUp className="size-4" aria-hidden="true" />}
      </button>
    </>
  );
}

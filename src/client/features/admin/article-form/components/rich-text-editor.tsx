import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/utils';
import { EditorToolbar } from './editor-toolbar';
import { MediaImage, useEditorImageDrop } from './image-upload';

/** TipTap 3 rich text; emits '' for an empty document so 'content cannot be empty' applies. */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  invalid,
  labelledBy,
  describedBy,
}: {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  labelledBy: string;
  describedBy?: string;
}) {
  const emitted = useRef(value);
  const imageDrop = useEditorImageDrop();
  const editor = useEditor({
    extensions: [
      // StarterKit 3 already carries Underline and Link
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true, defaultProtocol: 'https' } }),
      MediaImage,
    ],
    content: value,
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      emitted.current = html;
      onChange(html);
    },
    onBlur: () => onBlur?.(),
    editorProps: {
      // dropped and pasted image files are uploaded to the media library (docs/decisions/0014-media.md)
      handleDrop: imageDrop.handleDrop,
      handlePaste: imageDrop.handlePaste,
      attributes: {
        class: 'prose-content min-h-72 px-4 py-3 text-sm outline-none',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'data-testid': 'rich-text',
      },
    },
  });

  // a value set from outside (a restored draft) replaces the document without counting as an edit
  useEffect(() => {
    if (editor && value !== emitted.current) {
      emitted.current = value;
      editor.commands.setContent(value || '', { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <div
      className={cn(
        'overflow-hidden rounded-md border border-input bg-background shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50',
        invalid && 'border-destructive',
      )}
    >
      {editor && <EditorToolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}

import { useEditorState, type Editor } from '@tiptap/react';
import {
  Bold,
  Code2,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Underline,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { cn } from '@/lib/utils';
import { ImageUploadButton } from './image-upload';

/** Links and images by address: web addresses, site paths and mail links only. */
export function isAllowedUrl(url: string): boolean {
  return /^(https?:\/\/|\/(?!\/)|mailto:)/i.test(url.trim());
}

function ToolButton({ icon: Icon, label, active, disabled, onClick }: { icon: LucideIcon; label: string; active?: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      // keep the caret in the editor: a toolbar click must not take focus (or typed text) away
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      aria-pressed={active}
      title={label}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-md text-foreground transition-colors hover:bg-secondary disabled:opacity-40',
        active && 'bg-primary/10 text-primary',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}

const Separator = () => <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />;

/** Bold, italic, underline, headings, quote, code block, lists, link and image (docs/product-spec.md, section 2). */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('admin');
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      quote: e.isActive('blockquote'),
      code: e.isActive('codeBlock'),
      ol: e.isActive('orderedList'),
      ul: e.isActive('bulletList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  const setLink = () => {
    const current = (editor.getAttributes('link').href as string | undefined) ?? '';
    const url = window.prompt(t('articleForm.editor.linkPrompt'), current);
    if (url === null) return;
    if (url.trim() === '') return void chain().extendMarkRange('link').unsetLink().run();
    if (!isAllowedUrl(url)) return void toast.error(t('articleForm.editor.invalidUrl'));
    chain().extendMarkRange('link').setLink({ href: url.trim() }).run();
  };
  const addImage = () => {
    const url = window.prompt(t('articleForm.editor.imagePrompt'), 'https://');
    if (!url || url.trim() === 'https://') return;
    if (!isAllowedUrl(url)) return void toast.error(t('articleForm.editor.invalidUrl'));
    chain().setImage({ src: url.trim() }).run();
  };

  const e = 'articleForm.editor' as const;
  return (
    <div role="toolbar" aria-label={t(`${e}.toolbar`)} className="flex flex-wrap items-center gap-0.5 border-b bg-muted/40 p-1.5">
      <ToolButton icon={Bold} label={t(`${e}.bold`)} active={s.bold} onClick={() => chain().toggleBold().run()} />
      <ToolButton icon={Italic} label={t(`${e}.italic`)} active={s.italic} onClick={() => chain().toggleItalic().run()} />
      <ToolButton icon={Underline} label={t(`${e}.underline`)} active={s.underline} onClick={() => chain().toggleUnderline().run()} />
      <Separator />
      <ToolButton icon={Heading2} label={t(`${e}.heading2`)} active={s.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
      <ToolButton icon={Heading3} label={t(`${e}.heading3`)} active={s.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
      <ToolButton icon={Quote} label={t(`${e}.quote`)} active={s.quote} onClick={() => chain().toggleBlockquote().run()} />
      <ToolButton icon={Code2} label={t(`${e}.codeBlock`)} active={s.code} onClick={() => chain().toggleCodeBlock().run()} />
      <Separator />
      <ToolButton icon={ListOrdered} label={t(`${e}.orderedList`)} active={s.ol} onClick={() => chain().toggleOrderedList().run()} />
      <ToolButton icon={List} label={t(`${e}.bulletList`)} active={s.ul} onClick={() => chain().toggleBulletList().run()} />
      <Separator />
      <ToolButton icon={Link2} label={t(`${e}.link`)} active={s.link} onClick={setLink} />
      <ToolButton icon={ImagePlus} label={t(`${e}.image`)} onClick={addImage} />
      <ImageUploadButton editor={editor} />
      <Separator />
      <ToolButton icon={Undo2} label={t(`${e}.undo`)} disabled={!s.canUndo} onClick={() => chain().undo().run()} />
      <ToolButton icon={Redo2} label={t(`${e}.redo`)} disabled={!s.canRedo} onClick={() => chain().redo().run()} />
    </div>
  );
}

import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@client/lib/utils';
import { EditorToolbar } from './editor-toolbar';
import { ImageDialog } from './image-dialog';
import { LinkDialog } from './link-dialog';

export type RichTextEditorProps = {
  /** The HTML; an empty article is ''. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The id of the visible label naming the editable area. */
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  uploadImage: (file: File) => Promise<string>;
  uploadingImage: boolean;
};

/**
 * The article's text in TipTap, limited to what the server's sanitiser keeps (headings 2 to 4,
 * lists, quotes, links, images, code). Loaded on its own, only by the article editor.
 */
export default function RichTextEditor({ value, onChange, onBlur, labelId, describedBy, invalid, uploadImage, uploadingImage }: RichTextEditorProps) {
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  // The last HTML this editor reported: a different value from outside (a save, a reset) replaces the text.
  const reported = useRef(value);
  const callbacks = useRef({ onChange, onBlur });
  useEffect(() => {
    callbacks.current = { onChange, onBlur };
  });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        // Only href survives the server's sanitiser; the public page adds what it needs.
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { target: null, rel: null } },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: cn(
          'article-content',
          'min-h-[320px] px-4 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700',
          '[&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-brand-700',
        ),
      },
      handleKeyDown: (_view, event) => {
        // Ctrl/Cmd+K opens the link form, as in most editors.
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          openDialog('link');
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      reported.current = html;
      callbacks.current.onChange(html);
    },
    onBlur: () => callbacks.current.onBlur?.(),
  });

  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // The label and error state can change after the editor was made.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: {
          ...(editor.options.editorProps.attributes as Record<string, string>),
          'aria-labelledby': labelId,
          'aria-describedby': describedBy ?? '',
          'aria-invalid': invalid ? 'true' : 'false',
        },
      },
    });
  }, [editor, labelId, describedBy, invalid]);

  // After a change the focus goes to the text; after Cancel, back to whatever opened the dialog.
  const opener = useRef<HTMLElement | null>(null);
  const changed = useRef(false);
  const openDialog = (kind: 'link' | 'image') => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    changed.current = false;
    setDialog(kind);
  };
  const applied = () => {
    changed.current = true;
  };
  const closed = () => {
    const back = opener.current;
    opener.current = null;
    if (!changed.current && back?.isConnected && back !== document.body) back.focus();
    else editor.commands.focus();
  };

  return (
    <div className={cn('overflow-hidden rounded-md border bg-white', invalid ? 'border-red-700' : 'border-slate-300')}>
      <EditorToolbar editor={editor} onLink={() => openDialog('link')} onImage={() => openDialog('image')} />
      <EditorContent editor={editor} />
      <LinkDialog
        editor={editor}
        open={dialog === 'link'}
        onOpenChange={(open) => setDialog(open ? 'link' : null)}
        onClosed={closed}
        onApplied={applied}
      />
      <ImageDialog
        editor={editor}
        open={dialog === 'image'}
        onOpenChange={(open) => setDialog(open ? 'image' : null)}
        onClosed={closed}
        onApplied={applied}
        upload={uploadImage}
        uploading={uploadingImage}
      />
    </div>
  );
}

import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@client/lib/utils';
import { useT } from '@client/lib/i18n';
import { articlesMessages } from '../messages';

type Tool = {
  label: string;
  icon: LucideIcon;
  /** Shown as the button's tooltip too. */
  shortcut?: string;
  /** Toggles have a pressed state; actions (image, undo) do not. */
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
};

type Props = {
  editor: Editor;
  onLink: () => void;
  onImage: () => void;
};

/**
 * The formatting toolbar: one tab stop, arrow keys (and Home/End) move between its buttons, as
 * the ARIA toolbar pattern has it. A mouse click leaves the focus (and selection) in the text.
 */
export function EditorToolbar({ editor, onLink, onImage }: Props) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const t = useT(articlesMessages);

  const groups: Tool[][] = [
    [
      { label: t('toolbar.bold'), icon: Bold, shortcut: 'Ctrl+B', pressed: state.bold, run: () => chain().toggleBold().run() },
      { label: t('toolbar.italic'), icon: Italic, shortcut: 'Ctrl+I', pressed: state.italic, run: () => chain().toggleItalic().run() },
    ],
    [
      { label: t('toolbar.heading2'), icon: Heading2, pressed: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
      { label: t('toolbar.heading3'), icon: Heading3, pressed: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    ],
    [
      { label: t('toolbar.bulletList'), icon: List, pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
      { label: t('toolbar.orderedList'), icon: ListOrdered, pressed: state.orderedList, run: () => chain().toggleOrderedList().run() },
      { label: t('toolbar.quote'), icon: Quote, pressed: state.blockquote, run: () => chain().toggleBlockquote().run() },
    ],
    [
      { label: t('toolbar.link'), icon: LinkIcon, shortcut: 'Ctrl+K', pressed: state.link, run: onLink },
      { label: t('toolbar.image'), icon: ImagePlus, run: onImage },
    ],
    [
      { label: t('toolbar.undo'), icon: Undo2, shortcut: 'Ctrl+Z', disabled: !state.canUndo, run: () => chain().undo().run() },
      { label: t('toolbar.redo'), icon: Redo2, shortcut: 'Ctrl+Shift+Z', disabled: !state.canRedo, run: () => chain().redo().run() },
    ],
  ];
  const tools = groups.flat();

  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tools.length - 1;
    const next =
      event.key === 'ArrowRight' ? (current === last ? 0 : current + 1)
      : event.key === 'ArrowLeft' ? (current === 0 ? last : current - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  let index = -1;
  return (
    <div
      role="toolbar"
      aria-label={t('toolbar.label')}
      aria-controls={editor.view.dom.id || undefined}
      onKeyDown={move}
      className="flex flex-wrap items-center gap-1 border-b border-slate-300 bg-slate-50 p-1.5"
    >
      {groups.map((group, groupIndex) => (
        <div key={groupIndex} className={cn('flex items-center gap-1', groupIndex > 0 && 'border-l border-slate-300 pl-1')}>
          {group.map((tool) => {
            index += 1;
            const position = index;
            return (
              <button
                key={tool.label}
                ref={(element) => {
                  buttons.current[position] = element;
                }}
                type="button"
                tabIndex={position === current ? 0 : -1}
                aria-label={tool.label}
                aria-keyshortcuts={tool.shortcut?.replace('Ctrl', 'Control')}
                aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
                // Disabled buttons stay focusable in a toolbar (arrow keys still reach them).
                aria-disabled={tool.disabled || undefined}
                title={tool.shortcut ? t('toolbar.withShortcut', { label: tool.label, shortcut: tool.shortcut }) : tool.label}
                onMouseDown={(event) => event.preventDefault()}
                onFocus={() => setCurrent(position)}
                onClick={() => {
                  if (!tool.disabled) tool.run();
                }}
                className={cn(
                  'inline-flex size-9 items-center justify-center rounded-md text-slate-800 transition-colors hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700',
                  'aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:hover:bg-brand-800',
                  'aria-disabled:cursor-not-allowed aria-disabled:text-slate-500 aria-disabled:hover:bg-transparent',
                )}
              >
                <tool.icon aria-hidden="true" className="size-4" />
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}

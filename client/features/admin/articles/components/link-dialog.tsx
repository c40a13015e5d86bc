import { useId, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/field';
import { type EditorDialogProps, FormDialog } from './form-dialog';
import { useT } from '@client/lib/i18n';
import { articlesMessages } from '../messages';

/** A web address, a mail link or a path on this site; "example.org/page" gets https:// in front. */
export function normaliseHref(input: string): string | null {
  const href = input.trim();
  if (!href) return null;
  if (/^(https?:\/\/|mailto:)\S+$/i.test(href)) return href;
  if (/^\/(?!\/)\S*$/.test(href)) return href;
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(href)) return `https://${href}`;
  return null;
}

type Props = EditorDialogProps;

/** Adds, changes or removes the link on the selected text (or inserts the address as a link). */
export function LinkDialog({ editor, open, onOpenChange, onClosed, onApplied }: Props) {
  const id = useId();
  const t = useT(articlesMessages);
  const existing = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(existing);
  const [error, setError] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from the link under the cursor.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setHref(existing);
      setError(null);
    }
  }

  const apply = () => {
    const url = normaliseHref(href);
    if (!url) {
      setError(t('link.invalid'));
      return;
    }
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      editor.chain().insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    } else {
      editor.chain().extendMarkRange('link').setLink({ href: url }).run();
    }
    onApplied();
    onOpenChange(false);
  };

  const remove = () => {
    editor.chain().extendMarkRange('link').unsetLink().run();
    onApplied();
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={existing ? t('link.editTitle') : t('link.addTitle')}
      description={t('link.description')}
      submitLabel={existing ? t('link.update') : t('link.add')}
      onSubmit={apply}
      onClosed={onClosed}
      extraAction={
        existing ? (
          <Button type="button" variant="outline" className="border-red-200 text-red-700 hover:bg-red-50" onClick={remove}>
            {t('link.remove')}
          </Button>
        ) : null
      }
    >
      <TextField
        id={`${id}-href`}
        label={t('link.address')}
        type="text"
        inputMode="url"
        autoComplete="url"
        placeholder={t('link.placeholder')}
        value={href}
        onChange={(event) => setHref(event.target.value)}
        error={error ?? undefined}
      />
    </FormDialog>
  );
}

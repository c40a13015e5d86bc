import { useId, useState } from 'react';
import { TextField } from '@client/components/ui/field';
import { imageFileProblem } from '../api';
import { type EditorDialogProps, FormDialog } from './form-dialog';
import { useT } from '@client/lib/i18n';
import { articlesMessages } from '../messages';

type Props = EditorDialogProps & {
  /** Uploads the picture and answers its address (rejects with the server's reason). */
  upload: (file: File) => Promise<string>;
  uploading: boolean;
};

/** Uploads a picture and inserts it where the cursor is, with its alternative text. */
export function ImageDialog({ editor, open, onOpenChange, onClosed, onApplied, upload, uploading }: Props) {
  const id = useId();
  const t = useT(articlesMessages);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [altError, setAltError] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setFile(null);
      setAlt('');
      setFileError(null);
      setAltError(null);
    }
  }

  const insert = async () => {
    const problem = file ? imageFileProblem(file) : t('imageDialog.choose');
    const describe = alt.trim() ? null : t('imageDialog.describe');
    setFileError(problem);
    setAltError(describe);
    if (problem || describe || !file) return;
    try {
      const src = await upload(file);
      editor.chain().setImage({ src, alt: alt.trim() }).run();
      onApplied();
      onOpenChange(false);
    } catch {
      // The upload's own notice gives the server's reason; the dialog stays open to try again.
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('imageDialog.title')}
      description={t('imageDialog.description')}
      submitLabel={t('imageDialog.submit')}
      pendingLabel={t('imageDialog.uploading')}
      pending={uploading}
      onSubmit={() => void insert()}
      onClosed={onClosed}
    >
      <TextField
        id={`${id}-file`}
        label={t('imageDialog.file')}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setFileError(null);
        }}
        error={fileError ?? undefined}
        className="[&_input]:py-1.5"
      />
      <TextField
        id={`${id}-alt`}
        label={t('imageDialog.alt')}
        hint={t('imageDialog.altHint')}
        value={alt}
        maxLength={200}
        onChange={(event) => setAlt(event.target.value)}
        error={altError ?? undefined}
      />
    </FormDialog>
  );
}

import { useId, useState } from 'react';
import { TextField } from '@client/components/ui/field';
import { imageFileProblem } from '../api';
import { type EditorDialogProps, FormDialog } from './form-dialog';

type Props = EditorDialogProps & {
  /** Uploads the picture and answers its address (rejects with the server's reason). */
  upload: (file: File) => Promise<string>;
  uploading: boolean;
};

/** Uploads a picture and inserts it where the cursor is, with its alternative text. */
export function ImageDialog({ editor, open, onOpenChange, onClosed, onApplied, upload, uploading }: Props) {
  const id = useId();
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
    const problem = file ? imageFileProblem(file) : 'Please choose a picture.';
    const describe = alt.trim() ? null : 'Describe the picture for people who cannot see it.';
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
      title="Insert an image"
      description="A JPEG, PNG or WebP picture of up to 8 MB, placed where the cursor is."
      submitLabel="Insert image"
      pendingLabel="Uploading…"
      pending={uploading}
      onSubmit={() => void insert()}
      onClosed={onClosed}
    >
      <TextField
        id={`${id}-file`}
        label="Image file"
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
        label="Alternative text"
        hint="What the picture shows, read aloud to people who cannot see it."
        value={alt}
        maxLength={200}
        onChange={(event) => setAlt(event.target.value)}
        error={altError ?? undefined}
      />
    </FormDialog>
  );
}

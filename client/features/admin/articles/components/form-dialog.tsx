import type { Editor } from '@tiptap/react';
import { FormDialog as SharedFormDialog, type FormDialogProps } from '@client/components/ui/form-dialog';

/** What the editor's link and picture dialogs are given. */
export type EditorDialogProps = {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
  /** Called when the text was changed (the focus then goes back to it). */
  onApplied: () => void;
};

/** The editor's dialogs: the shared form dialog, whose focus goes back to the editor (or the opener) when it closes. */
export function FormDialog(props: FormDialogProps & { onClosed: () => void }) {
  return <SharedFormDialog {...props} />;
}

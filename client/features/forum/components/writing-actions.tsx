import { Flag, Ellipsis, Pencil, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import type { ForumAuthor } from '@shared/api/forum';
import { REPORT_REASON_MAX } from '@shared/constants';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { TextAreaField } from '@client/components/ui/field';
import { FormDialog } from '@client/components/ui/form-dialog';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { cn } from '@client/lib/utils';
import { useReport } from '../api';
import { type ClientWritingKind, useForumPolicy } from '../policy';

export type WritingKind = ClientWritingKind;
const NOUN: Record<WritingKind, string> = { topic: 'topic', post: 'reply', comment: 'comment' };

function ReportDialog({ kind, id, open, onOpenChange, onClosed }: { kind: WritingKind; id: number; open: boolean; onOpenChange: (open: boolean) => void; onClosed: () => void }) {
  const [reason, setReason] = useState('');
  const report = useReport();
  const submit = () => {
    if (!reason.trim()) {
      toast({ title: 'Missing information', description: 'Please tell the moderators what is wrong.', variant: 'destructive' });
      return;
    }
    report.mutate(
      { targetType: kind, targetId: id, reason: reason.trim() },
      {
        onSuccess: () => {
          onOpenChange(false);
          setReason('');
          toast({ title: 'Report sent', description: 'Thank you. A moderator will look at it soon.' });
        },
        onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'The report could not be sent. Please try again.'), variant: 'destructive' }),
      },
    );
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Report this ${NOUN[kind]}`}
      description="Reports go to the moderators only. Tell them briefly what is wrong (for example unkind words, advertising or unsafe advice)."
      submitLabel="Send report"
      pendingLabel="Sending..."
      pending={report.isPending}
      onSubmit={submit}
      onClosed={onClosed}
    >
      <TextAreaField label="Reason" rows={3} value={reason} maxLength={REPORT_REASON_MAX} onChange={(event) => setReason(event.target.value)} />
    </FormDialog>
  );
}

type Props = {
  kind: WritingKind;
  id: number;
  author: ForumAuthor | null;
  removed: boolean;
  onEdit: () => void;
  onRemove: () => Promise<unknown>;
};

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 [&_svg]:size-4 [&_svg]:shrink-0';

type Chosen = 'edit' | 'report' | 'remove';

/**
 * What someone may do with a piece of writing, as the forum's policy says: its author edits or deletes
 * it; other members report it; moderators remove it. The server checks each of these again.
 * The actions sit in one small menu ("Actions for this reply"), so the author's line beside it keeps its room.
 */
export function WritingActions({ kind, id, author, removed, onEdit, onRemove }: Props) {
  const policy = useForumPolicy();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [pending, setPending] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // What was chosen in the menu: it starts once the menu has closed and the focus is back on its button.
  const chosen = useRef<Chosen | null>(null);
  const item = { author, removed };
  const removal = policy.removalAs(kind, item);
  const editable = policy.canEdit(kind, item);
  const reportable = policy.canReport(item);
  if (removed || (!editable && !reportable && !removal)) return null;
  const own = removal === 'author';
  const noun = NOUN[kind];
  const removeLabel = own ? 'Delete' : 'Remove';
  const backToMenu = () => trigger.current?.focus();

  const remove = async () => {
    setPending(true);
    try {
      await onRemove();
      setConfirming(false);
      toast({ title: own ? `${noun[0]?.toUpperCase()}${noun.slice(1)} deleted` : `${noun[0]?.toUpperCase()}${noun.slice(1)} removed` });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  const start = () => {
    const action = chosen.current;
    chosen.current = null;
    if (action === 'edit') onEdit();
    if (action === 'report') setReporting(true);
    if (action === 'remove') setConfirming(true);
  };

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button ref={trigger} variant="ghost" size="icon" className="size-9 shrink-0 text-slate-700" aria-label={`Actions for this ${noun}`} data-writing-edit="">
            <Ellipsis aria-hidden="true" />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
            onCloseAutoFocus={(event) => {
              if (!chosen.current) return;
              // The focus goes back to the menu's button first, so the dialog returns it there when it closes.
              event.preventDefault();
              backToMenu();
              start();
            }}
          >
            {editable ? (
              <DropdownMenu.Item className={itemClass} onSelect={() => (chosen.current = 'edit')}>
                <Pencil aria-hidden="true" /> Edit
              </DropdownMenu.Item>
            ) : null}
            {reportable ? (
              <DropdownMenu.Item className={itemClass} onSelect={() => (chosen.current = 'report')}>
                <Flag aria-hidden="true" /> Report
              </DropdownMenu.Item>
            ) : null}
            {removal ? (
              <DropdownMenu.Item className={cn(itemClass, 'text-red-800 data-[highlighted]:bg-red-50')} onSelect={() => (chosen.current = 'remove')}>
                <Trash2 aria-hidden="true" /> {removeLabel}
              </DropdownMenu.Item>
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`${removeLabel} this ${noun}?`}
        description={
          kind === 'topic' && !own
            ? 'The topic is deleted with all its replies and comments. This cannot be undone.'
            : `The ${noun} is replaced by a note that it was removed; the rest of the conversation stays.`
        }
        confirmLabel={removeLabel}
        onConfirm={() => void remove()}
        pending={pending}
      />
      <ReportDialog kind={kind} id={id} open={reporting} onOpenChange={setReporting} onClosed={backToMenu} />
    </>
  );
}

/** When an edit form closes, the focus goes back to the actions menu's button it came from (inside `container`). */
export function useFocusAfterEdit(editing: boolean, container: RefObject<HTMLElement | null>) {
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) container.current?.querySelector<HTMLElement>('[data-writing-edit]')?.focus();
    wasEditing.current = editing;
  }, [editing, container]);
}

/** Editing one's own text in place; Save sends it, Cancel leaves it as it was. */
export function EditForm({
  label,
  initial,
  initialTitle,
  maxLength,
  onSave,
  onCancel,
}: {
  label: string;
  initial: string;
  initialTitle?: string;
  maxLength: number;
  onSave: (body: { content: string; title?: string }) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [content, setContent] = useState(initial);
  const [title, setTitle] = useState(initialTitle ?? '');
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim() || (initialTitle !== undefined && !title.trim())) {
      toast({ title: 'Missing information', description: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      await onSave(initialTitle !== undefined ? { title: title.trim(), content: content.trim() } : { content: content.trim() });
      toast({ title: 'Changes saved' });
      onCancel();
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to save your changes. Please try again.'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      {initialTitle !== undefined ? (
        <label className="block text-sm font-medium text-slate-900">
          Title
          <input value={title} onChange={(event) => setTitle(event.target.value)} maxLength={200} className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-700" />
        </label>
      ) : null}
      <TextAreaField label={label} rows={5} value={content} maxLength={maxLength} onChange={(event) => setContent(event.target.value)} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Saving...' : 'Save'}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

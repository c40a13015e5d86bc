import { Flag, Ellipsis, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
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
import { useT } from '@client/lib/i18n';
import { forumMessages } from '../messages';

export type WritingKind = ClientWritingKind;

function ReportDialog({ kind, id, open, onOpenChange, onClosed }: { kind: WritingKind; id: number; open: boolean; onOpenChange: (open: boolean) => void; onClosed: () => void }) {
  const [reason, setReason] = useState('');
  const report = useReport();
  const t = useT(forumMessages);
  const submit = () => {
    if (!reason.trim()) {
      toast({ title: t('common.missingInfo'), description: t('actions.missingReason'), variant: 'destructive' });
      return;
    }
    report.mutate(
      { targetType: kind, targetId: id, reason: reason.trim() },
      {
        onSuccess: () => {
          onOpenChange(false);
          setReason('');
          toast({ title: t('actions.reportSent'), description: t('actions.reportSentText') });
        },
        onError: (error) => toast({ title: t('common.error'), description: errorMessage(error, t('actions.reportFailed')), variant: 'destructive' }),
      },
    );
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('actions.reportTitle', { kind })}
      description={t('actions.reportDescription')}
      submitLabel={t('actions.reportSubmit')}
      pendingLabel={t('actions.reportPending')}
      pending={report.isPending}
      onSubmit={submit}
      onClosed={onClosed}
    >
      <TextAreaField label={t('actions.reportReason')} rows={3} value={reason} maxLength={REPORT_REASON_MAX} onChange={(event) => setReason(event.target.value)} />
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
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 [&_svg]:size-4 [&_svg]:shrink-0';

/**
 * What someone may do with a piece of writing, as the forum's policy says: its author edits or deletes
 * it; other members report it; moderators remove it. The server checks each of these again.
 * The actions fold behind one small button ("Actions for this reply"), so the author's line beside it
 * keeps its room: a disclosure (Tab reaches the actions; Escape, a click elsewhere or leaving closes it).
 */
export function WritingActions({ kind, id, author, removed, onEdit, onRemove }: Props) {
  const policy = useForumPolicy();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [pending, setPending] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const t = useT(forumMessages);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const item = { author, removed };
  const removal = policy.removalAs(kind, item);
  const editable = policy.canEdit(kind, item);
  const reportable = policy.canReport(item);
  if (removed || (!editable && !reportable && !removal)) return null;
  const own = removal === 'author';
  const removeLabel = own ? t('actions.delete') : t('actions.remove');
  const backToButton = () => trigger.current?.focus();

  const remove = async () => {
    setPending(true);
    try {
      await onRemove();
      setConfirming(false);
      toast({ title: own ? t('actions.deleted', { kind }) : t('actions.removed', { kind }) });
    } catch (error) {
      toast({ title: t('common.error'), description: errorMessage(error), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  /** The panel closes with the focus on its button first, so a dialog opened from it gives the focus back there. */
  const choose = (action: () => void) => {
    backToButton();
    setOpen(false);
    action();
  };

  return (
    <div
      ref={box}
      className="relative shrink-0"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        backToButton();
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        className="size-9 text-slate-700"
        aria-label={t('actions.menu', { kind })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        data-writing-edit=""
      >
        <Ellipsis aria-hidden="true" />
      </Button>
      <ul id={panelId} hidden={!open} className="absolute right-0 top-full z-30 mt-1 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        {editable ? (
          <li>
            <button type="button" className={itemClass} onClick={() => choose(onEdit)} aria-label={t('actions.editLabel', { kind })}>
              <Pencil aria-hidden="true" /> {t('actions.edit')}
            </button>
          </li>
        ) : null}
        {reportable ? (
          <li>
            <button type="button" className={itemClass} onClick={() => choose(() => setReporting(true))} aria-label={t('actions.reportTitle', { kind })}>
              <Flag aria-hidden="true" /> {t('actions.report')}
            </button>
          </li>
        ) : null}
        {removal ? (
          <li>
            <button type="button" className={cn(itemClass, 'text-red-800 hover:bg-red-50')} onClick={() => choose(() => setConfirming(true))} aria-label={own ? t('actions.deleteLabel', { kind }) : t('actions.removeLabel', { kind })}>
              <Trash2 aria-hidden="true" /> {removeLabel}
            </button>
          </li>
        ) : null}
      </ul>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={own ? t('actions.deleteConfirm', { kind }) : t('actions.removeConfirm', { kind })}
        description={kind === 'topic' && !own ? t('actions.hardDeleteText') : t('actions.softRemoveText', { kind })}
        confirmLabel={removeLabel}
        onConfirm={() => void remove()}
        pending={pending}
      />
      <ReportDialog kind={kind} id={id} open={reporting} onOpenChange={setReporting} onClosed={backToButton} />
    </div>
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
  const t = useT(forumMessages);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim() || (initialTitle !== undefined && !title.trim())) {
      toast({ title: t('common.missingInfo'), description: t('common.fillRequired'), variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      await onSave(initialTitle !== undefined ? { title: title.trim(), content: content.trim() } : { content: content.trim() });
      toast({ title: t('edit.saved') });
      onCancel();
    } catch (error) {
      toast({ title: t('common.error'), description: errorMessage(error, t('edit.failed')), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      {initialTitle !== undefined ? (
        <label className="block text-sm font-medium text-slate-900">
          {t('common.title')}
          <input value={title} onChange={(event) => setTitle(event.target.value)} maxLength={200} className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-700" />
        </label>
      ) : null}
      <TextAreaField label={label} rows={5} value={content} maxLength={maxLength} onChange={(event) => setContent(event.target.value)} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? t('edit.saving') : t('edit.save')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel} disabled={pending}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

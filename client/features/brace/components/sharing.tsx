import { Copy, Share2, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import type { BraceChild, NewBraceInvite } from '@shared/api/brace';
import { INVITE_DAYS } from '@shared/policies/brace';
import { paths } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { inputClass } from '@client/components/ui/field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useCreateInvite, useInvites, useLeaveLog, useRemoveCarer, useRevokeInvite } from '../api';
import { canInvite, canRemoveCarer } from '../policy';
import { DEFAULT_LOCALE, type Locale, localizedPath } from '@shared/i18n/locales';
import { useLocale, useT } from '@client/lib/i18n';
import { braceMessages } from '../messages';
import { dateTag } from './times';

const failed = (title: string) => (error: unknown) => toast({ title, description: errorMessage(error), variant: 'destructive' });

/**
 * The page an invitation opens: the secret rides in the fragment, which never reaches a server or a log.
 * It opens in the language of the member who made it.
 */
export const inviteUrl = (token: string, locale: Locale = DEFAULT_LOCALE) => `${window.location.origin}${localizedPath(paths.braceJoin, locale)}#${token}`;

const untilLabel = (iso: string, locale: Locale) => new Intl.DateTimeFormat(dateTag(locale), { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(iso));

/** A new link, shown once: copy it, or hand it to the phone's share sheet. */
function NewLink({ invite, childName }: { invite: NewBraceInvite; childName: string }) {
  const id = useId();
  const t = useT(braceMessages);
  const locale = useLocale();
  const url = inviteUrl(invite.token, locale);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('share.copiedTitle'), description: t('share.copiedText') });
    } catch {
      toast({ title: t('share.copyFailedTitle'), description: t('share.copyFailedText'), variant: 'destructive' });
    }
  };
  const canShare = typeof navigator.share === 'function';
  const share = () =>
    navigator.share({ title: t('share.sheetTitle', { name: childName }), text: t('share.sheetText', { name: childName }), url }).catch(() => {
      // Closing the share sheet is not a failure.
    });
  return (
    <div className="space-y-2 rounded-lg border border-brand-200 bg-brand-50 p-4">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {t('share.linkLabel')}
      </label>
      <input id={id} readOnly value={url} className={`${inputClass} text-sm`} onFocus={(event) => event.currentTarget.select()} />
      <p className="text-sm text-slate-800">{t('share.linkText', { name: childName, until: untilLabel(invite.expiresAt, locale) })}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" /> {t('share.copy')}
        </Button>
        {canShare ? (
          <Button type="button" size="sm" variant="outline" onClick={() => void share()}>
            <Share2 aria-hidden="true" /> {t('share.share')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** Who shares the child's log; the member who set it up invites others and takes them off, anyone else may stop sharing. */
export function Sharing({ child, me }: { child: BraceChild; me: string }) {
  const owner = canInvite(child);
  const invites = useInvites(child.id, owner);
  const create = useCreateInvite(child.id);
  const revoke = useRevokeInvite(child.id);
  const removeCarer = useRemoveCarer(child.id);
  const t = useT(braceMessages);
  const locale = useLocale();
  const leave = useLeaveLog(child.id, me, () => toast({ title: t('share.leftTitle'), description: t('share.leftText', { name: child.name }) }));
  const [made, setMade] = useState<NewBraceInvite | null>(null);
  const [takingOff, setTakingOff] = useState<{ id: string; name: string } | null>(null);
  const [leaving, setLeaving] = useState(false);
  const open = invites.data?.invites.filter((invite) => invite.id !== made?.id) ?? [];
  return (
    <div className="space-y-5">
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {child.carers.map((carer) => {
          const name = carer.firstName ?? t('share.formerMember');
          const isMe = carer.id === me;
          return (
            <li key={carer.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
              <span className="text-slate-900">
                <span className="font-medium">{isMe ? t('share.you', { name }) : name}</span>
                <span className="text-slate-700"> · {carer.role === 'owner' ? t('share.owner') : t('share.carer')}</span>
              </span>
              {isMe && carer.role === 'carer' ? (
                <Button variant="outline" size="sm" onClick={() => setLeaving(true)}>
                  {t('share.stop')}
                </Button>
              ) : !isMe && canRemoveCarer(child, carer.id, me) ? (
                <Button variant="outline" size="sm" onClick={() => setTakingOff({ id: carer.id, name })} aria-label={t('share.takeOffLabel', { name })}>
                  {t('share.takeOff')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {owner ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">{t('share.intro', { days: INVITE_DAYS })}</p>
          {made ? <NewLink invite={made} childName={child.name} /> : null}
          <Button
            variant="outline"
            disabled={create.isPending}
            onClick={() => create.mutate(undefined, { onSuccess: (invite) => setMade(invite), onError: failed(t('share.makeFailed')) })}
          >
            <UserPlus aria-hidden="true" className="size-4" />
            {made ? t('share.another') : t('share.invite')}
          </Button>
          {open.length ? (
            <div>
              <h3 className="text-sm font-semibold text-slate-900">{t('share.openLinks')}</h3>
              <ul className="mt-2 space-y-2 text-sm">
                {open.map((invite) => (
                  <li key={invite.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-100 px-3 py-2 text-slate-800">
                    <span>{t('share.linkMade', { made: untilLabel(invite.createdAt, locale), until: untilLabel(invite.expiresAt, locale) })}</span>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={revoke.isPending}
                      aria-label={t('share.withdrawLabel', { made: untilLabel(invite.createdAt, locale) })}
                      onClick={() => revoke.mutate(invite.id, { onSuccess: () => toast({ title: t('share.withdrawnTitle'), description: t('share.withdrawnText') }), onError: failed(t('share.withdrawFailed')) })}
                    >
                      {t('share.withdraw')}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={takingOff !== null}
        onOpenChange={(next) => (next ? undefined : setTakingOff(null))}
        title={t('share.takeOffTitle', { name: takingOff?.name ?? '', child: child.name })}
        description={t('share.takeOffText')}
        confirmLabel={t('share.takeOff')}
        pending={removeCarer.isPending}
        onConfirm={() =>
          takingOff &&
          removeCarer.mutate(takingOff.id, {
            onSuccess: () => {
              toast({ title: t('share.doneTitle'), description: t('share.doneText', { name: takingOff.name, child: child.name }) });
              setTakingOff(null);
            },
            onError: failed(t('share.takeOffFailed')),
          })
        }
      />
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title={t('share.stopTitle', { name: child.name })}
        description={t('share.stopText')}
        confirmLabel={t('share.stop')}
        pending={leave.isPending}
        onConfirm={() => leave.mutate(undefined, { onError: failed(t('share.stopFailed')) })}
      />
    </div>
  );
}

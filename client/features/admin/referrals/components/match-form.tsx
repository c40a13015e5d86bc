import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminReferral, SuggestedSpecialist } from '@shared/api/referrals';
import { MAX_SPECIALISTS_PER_REFERRAL } from '@shared/referrals';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { TextAreaField } from '@client/components/ui/field';
import { useMatchReferral } from '../api';
import { matchReferralNotices } from './notices';
import { useLocale, useT } from '@client/lib/i18n';
import { countryIn } from '../labels';
import { referralsAdminMessages } from '../messages';

const NOTE_MAX = 2000;

function Suggestion({ specialist, checked, disabled, onToggle }: { specialist: SuggestedSpecialist; checked: boolean; disabled: boolean; onToggle: () => void }) {
  const id = useId();
  const t = useT(referralsAdminMessages);
  const locale = useLocale();
  return (
    <li className={`flex gap-3 rounded-lg border p-4 ${checked ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white'}`}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={onToggle}
        aria-describedby={`${id}-about`}
        className="mt-1 size-4 shrink-0 accent-brand-700 disabled:cursor-not-allowed"
      />
      <div className="min-w-0 space-y-1">
        <label htmlFor={id} className={`font-semibold ${disabled ? 'text-slate-700' : 'text-slate-900'}`}>
          {specialist.name}
        </label>
        <p id={`${id}-about`} className="text-sm text-slate-800">
          {t('match.about', {
            title: specialist.title,
            clinic: specialist.clinic,
            city: specialist.city,
            country: countryIn(specialist.country, locale),
            languages: specialist.languages.join(', '),
          })}
        </p>
        <ul aria-label={t('match.why')} className="flex flex-wrap gap-1.5">
          {specialist.reasons.map((reason) => (
            <li
              key={reason}
              className={`rounded-full px-2 py-0.5 text-xs font-medium ${reason.startsWith('Not ') ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-800'}`}
            >
              {reason}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

type Props = {
  referral: AdminReferral;
  /** Called as the specialists are sent (the form leaves the page once they have gone). */
  onSending: () => void;
};

/** Choose up to three suggested specialists and a note, and send them to the family after a confirmation. */
export function MatchForm({ referral, onSending }: Props) {
  const match = useMatchReferral(referral.id, matchReferralNotices);
  const [chosen, setChosen] = useState<number[]>([]);
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const full = chosen.length >= MAX_SPECIALISTS_PER_REFERRAL;
  const id = useId();
  const t = useT(referralsAdminMessages);

  const toggle = (specialistId: number) => {
    setProblem(null);
    setChosen((previous) => (previous.includes(specialistId) ? previous.filter((other) => other !== specialistId) : [...previous, specialistId]));
  };

  if (referral.suggestions.length === 0) {
    return <p className="text-slate-800">{t('match.empty')}</p>;
  }

  return (
    <div className="space-y-5">
      <fieldset className="space-y-3">
        <legend className="text-sm text-slate-800">
          {t('match.legend', { max: MAX_SPECIALISTS_PER_REFERRAL })}
        </legend>
        <p id={`${id}-count`} aria-live="polite" className="text-sm font-semibold text-slate-900">
          {t('match.count', { count: chosen.length, max: MAX_SPECIALISTS_PER_REFERRAL, full: full ? 'yes' : 'no' })}
        </p>
        <ul className="grid gap-3 lg:grid-cols-2">
          {referral.suggestions.map((specialist) => {
            const checked = chosen.includes(specialist.id);
            return <Suggestion key={specialist.id} specialist={specialist} checked={checked} disabled={full && !checked} onToggle={() => toggle(specialist.id)} />;
          })}
        </ul>
      </fieldset>
      <TextAreaField
        label={t('match.note')}
        hint={t('match.noteHint')}
        rows={3}
        maxLength={NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <Button
        onClick={() => {
          if (chosen.length === 0) setProblem(t('match.chooseOne'));
          else setConfirming(true);
        }}
      >
        <Send aria-hidden="true" /> {t('match.send')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('match.confirmTitle', { count: chosen.length, name: referral.firstName })}
        description={t('match.confirmText', { name: referral.firstName, email: referral.email, withNote: note.trim() ? 'yes' : 'no' })}
        confirmLabel={t('match.send')}
        pending={match.isPending}
        onConfirm={() => {
          onSending();
          match.mutate({ specialistIds: chosen, note: note.trim() }, { onSettled: () => setConfirming(false) });
        }}
      />
    </div>
  );
}

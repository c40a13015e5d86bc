import { CONFIRM_AFTER_DAYS, MAX_OPEN_REQUESTS } from '../sizes';
import { useT } from '@client/lib/i18n';
import { buddyMessages } from '../messages';

/** The steps, each a `how.<step>.title` and `how.<step>.text` of the buddy messages. */
const STEPS = ['save', 'meet', 'ask', 'swap', 'complete'] as const;

/** How the programme works, for visitors and members alike: plain words, no medical advice. */
export function HowItWorks() {
  const t = useT(buddyMessages);
  return (
    <section aria-labelledby="how-it-works-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="how-it-works-heading" className="text-xl font-semibold text-slate-900">
        {t('how.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t('how.intro')}</p>
      <ol className="mt-4 space-y-4">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{t(`how.${step}.title`)}</h3>
              <p className="mt-0.5 text-sm text-slate-700">{t(`how.${step}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <h3 className="mt-6 font-semibold text-slate-900">{t('how.goodToKnow')}</h3>
      <ul className="mt-2 list-disc space-y-2 pl-5 text-sm text-slate-700">
        <li>{t('how.grow', { underFive: CONFIRM_AFTER_DAYS.underFive, other: CONFIRM_AFTER_DAYS.other })}</li>
        <li>{t('how.privacy')}</li>
        <li>{t('how.email', { max: MAX_OPEN_REQUESTS })}</li>
        <li>{t('how.agree')}</li>
        <li>{t('how.notMedical')}</li>
      </ul>
    </section>
  );
}

import { format } from 'date-fns';
import { Link } from 'react-router';
import type { ShoeInfo } from '@shared/api/buddy';
import { Button } from '@client/components/ui/button';
import { ConfirmSizesButton, confirmSizesNotices } from './confirm-sizes-button';
import { useConfirmShoes, useMyShoes } from '../shoes-api';
import { PanelHeading, Spinner } from '@client/components/form-controls';
import { ShoeForm } from './shoe-form';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { buddyMessages } from '../messages';
import { formatSize } from '../sizes';

/** How many saves of the history are shown under the form (newest first). */
const HISTORY_SHOWN = 6;

const longDate = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'MMMM d, yyyy');
};

/** Feet grow: after the confirmation period the profile is not offered as a match until the sizes are confirmed or changed. */
function ConfirmSizes({ saved }: { saved: ShoeInfo }) {
  const confirm = useConfirmShoes(confirmSizesNotices);
  const t = useT(buddyMessages);
  return (
    <div role="region" aria-labelledby="confirm-sizes-heading" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h3 id="confirm-sizes-heading" className="font-semibold">
        {t('confirm.title')}
      </h3>
      <p className="mt-1 text-sm">{t('confirm.panelText', { date: longDate(saved.confirmedAt) })}</p>
      <ConfirmSizesButton confirm={confirm} className="mt-3" />
    </div>
  );
}

function SavedSummary({ saved }: { saved: ShoeInfo }) {
  const t = useT(buddyMessages);
  const locale = useLocale();
  return (
    <div className="mt-8 space-y-3 border-t border-slate-200 pt-6 text-sm text-slate-800">
      <p>
        <Rich
          t={t}
          k="saved.confirmed"
          values={{ date: longDate(saved.confirmedAt), stale: saved.stale ? 'yes' : 'no', confirmBy: longDate(saved.confirmBy) }}
          tags={{ strong: (date) => <strong>{date}</strong> }}
        />
      </p>
      {saved.history.length > 0 ? (
        <div>
          <h3 id="shoe-history-heading" className="font-medium text-slate-900">
            {t('history.title')}
          </h3>
          <ul aria-labelledby="shoe-history-heading" className="mt-2 space-y-1 text-slate-700">
            {saved.history.slice(0, HISTORY_SHOWN).map((entry) => (
              <li key={entry.savedAt}>
                {t('history.entry', {
                  left: formatSize(entry.leftFootSize, locale),
                  right: formatSize(entry.rightFootSize, locale),
                  scale: t(`scale.${entry.sizeScale}`),
                  date: longDate(entry.savedAt),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** Spec section 4: opening the tab loads the saved sizes (spinner meanwhile) and fills the form. */
export function BuddyPanel() {
  const t = useT(buddyMessages);
  const shoes = useMyShoes();
  const saved = shoes.data ?? null;
  return (
    <section aria-labelledby="buddy-heading">
      <PanelHeading
        id="buddy-heading"
        title="Clubfoot Buddy"
        description={t('panel.description')}
      />
      {shoes.isPending ? (
        <Spinner label={t('panel.loading')} />
      ) : (
        <>
          {saved?.stale ? <ConfirmSizes saved={saved} /> : null}
          <ShoeForm saved={saved} />
          {saved ? <SavedSummary saved={saved} /> : null}
        </>
      )}
      <div className="mt-8 border-t border-slate-200 pt-6">
        <Button asChild variant="outline">
          <Link to="/clubfoot-buddy">{t('panel.viewMatches')}</Link>
        </Button>
      </div>
    </section>
  );
}

import { format } from 'date-fns';
import { Link } from 'react-router';
import { SIZE_SCALES, type ShoeInfo } from '@shared/api/buddy';
import { Button } from '@client/components/ui/button';
import { ConfirmSizesButton, confirmSizesNotices } from './confirm-sizes-button';
import { useConfirmShoes, useMyShoes } from '../shoes-api';
import { PanelHeading, Spinner } from '@client/components/form-controls';
import { ShoeForm } from './shoe-form';

/** How many saves of the history are shown under the form (newest first). */
const HISTORY_SHOWN = 6;

const longDate = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'MMMM d, yyyy');
};
const size = (value: number) => String(value);

/** Feet grow: after the confirmation period the profile is not offered as a match until the sizes are confirmed or changed. */
function ConfirmSizes({ saved }: { saved: ShoeInfo }) {
  const confirm = useConfirmShoes(confirmSizesNotices);
  return (
    <div role="region" aria-labelledby="confirm-sizes-heading" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h3 id="confirm-sizes-heading" className="font-semibold">
        Please confirm your sizes
      </h3>
      <p className="mt-1 text-sm">
        Feet grow, and your sizes were last confirmed on {longDate(saved.confirmedAt)}. Until you confirm them, or save new ones below, you
        won&apos;t be suggested as a buddy.
      </p>
      <ConfirmSizesButton confirm={confirm} className="mt-3" />
    </div>
  );
}

function SavedSummary({ saved }: { saved: ShoeInfo }) {
  return (
    <div className="mt-8 space-y-3 border-t border-slate-200 pt-6 text-sm text-slate-800">
      <p>
        Sizes last confirmed on <strong>{longDate(saved.confirmedAt)}</strong>
        {saved.stale ? '.' : `. We'll ask you to check them again after ${longDate(saved.confirmBy)}.`}
      </p>
      {saved.history.length > 0 ? (
        <div>
          <h3 id="shoe-history-heading" className="font-medium text-slate-900">
            Size history
          </h3>
          <ul aria-labelledby="shoe-history-heading" className="mt-2 space-y-1 text-slate-700">
            {saved.history.slice(0, HISTORY_SHOWN).map((entry) => (
              <li key={entry.savedAt}>
                Left {size(entry.leftFootSize)}, right {size(entry.rightFootSize)} ({SIZE_SCALES[entry.sizeScale].label.replace(/ \(.*\)$/, '')}), saved on{' '}
                {longDate(entry.savedAt)}
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
  const shoes = useMyShoes();
  const saved = shoes.data ?? null;
  return (
    <section aria-labelledby="buddy-heading">
      <PanelHeading
        id="buddy-heading"
        title="Clubfoot Buddy"
        description="Clubfoot often means two different shoe sizes. Save your sizes and we can match you with someone who needs the opposite sizes, so you can split the cost of shoes."
      />
      {shoes.isPending ? (
        <Spinner label="Loading your shoe information..." />
      ) : (
        <>
          {saved?.stale ? <ConfirmSizes saved={saved} /> : null}
          <ShoeForm saved={saved} />
          {saved ? <SavedSummary saved={saved} /> : null}
        </>
      )}
      <div className="mt-8 border-t border-slate-200 pt-6">
        <Button asChild variant="outline">
          <Link to="/clubfoot-buddy">View Existing Matches</Link>
        </Button>
      </div>
    </section>
  );
}

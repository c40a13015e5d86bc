import { format } from 'date-fns';
import { Link } from 'react-router';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { ConfirmSizesButton, confirmSizesNotices } from './confirm-sizes-button';
import { useConfirmShoes, useMyShoes } from '../shoes-api';
import { ShoeFacts } from './shoe-facts';

/** The Profile page's Clubfoot Buddy tab (the tab is chosen by the address's hash). */
export const SHOE_PROFILE_PATH = '/profile#clubfootbuddy';

const longDate = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'MMMM d, yyyy');
};


/** My saved sizes in short, with the way to change them on the profile; a prompt when none are saved. */
export function MyShoeSummary() {
  const shoes = useMyShoes();
  const confirm = useConfirmShoes(confirmSizesNotices);
  const saved = shoes.data;
  return (
    <Card>
      <section aria-labelledby="my-shoes-heading">
        <CardContent className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="my-shoes-heading" className="text-xl font-semibold text-slate-900">
              Your shoe profile
            </h2>
            {saved?.paused ? <Badge variant="secondary">Matching paused</Badge> : null}
          </div>
          {shoes.isPending ? (
            <p role="status" className="text-sm text-slate-700">
              Loading your shoe information...
            </p>
          ) : !saved ? (
            <>
              <p className="text-slate-800">
                You haven&apos;t saved your shoe sizes yet. Add them to your profile and we&apos;ll suggest buddies with the opposite sizes.
              </p>
              <Button asChild>
                <Link to={SHOE_PROFILE_PATH}>Add your shoe sizes</Link>
              </Button>
            </>
          ) : (
            <>
              <ShoeFacts shoes={saved} country={saved.country} />
              <p className="text-sm text-slate-700">
                {saved.tolerance === 'half' ? 'Suggestions include buddies up to half a size away.' : 'Suggestions match your sizes exactly.'} Sizes
                last confirmed on {longDate(saved.confirmedAt)}.
              </p>
              {saved.stale ? (
                <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
                  <h3 className="font-semibold">Please confirm your sizes</h3>
                  <p className="mt-1 text-sm">
                    Feet grow. Until you confirm your sizes, or save new ones, you won&apos;t be suggested as a buddy and we can&apos;t suggest
                    buddies to you.
                  </p>
                  <div className="mt-3">
                    <ConfirmSizesButton confirm={confirm} />
                  </div>
                </div>
              ) : null}
              <Button asChild variant="outline">
                <Link to={SHOE_PROFILE_PATH}>Edit your shoe profile</Link>
              </Button>
            </>
          )}
        </CardContent>
      </section>
    </Card>
  );
}

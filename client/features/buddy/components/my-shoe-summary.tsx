import { format } from 'date-fns';
import { Link } from 'react-router';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { ConfirmSizesButton, confirmSizesNotices } from './confirm-sizes-button';
import { useConfirmShoes, useMyShoes } from '../shoes-api';
import { ShoeFacts } from './shoe-facts';
import { useT } from '@client/lib/i18n';
import { buddyMessages } from '../messages';

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
  const t = useT(buddyMessages);
  return (
    <Card>
      <section aria-labelledby="my-shoes-heading">
        <CardContent className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="my-shoes-heading" className="text-xl font-semibold text-slate-900">
              {t('summary.title')}
            </h2>
            {saved?.paused ? <Badge variant="secondary">{t('summary.paused')}</Badge> : null}
          </div>
          {shoes.isPending ? (
            <p role="status" className="text-sm text-slate-700">
              {t('panel.loading')}
            </p>
          ) : !saved ? (
            <>
              <p className="text-slate-800">{t('summary.none')}</p>
              <Button asChild>
                <Link to={SHOE_PROFILE_PATH}>{t('summary.add')}</Link>
              </Button>
            </>
          ) : (
            <>
              <ShoeFacts shoes={saved} country={saved.country} />
              <p className="text-sm text-slate-700">
                {t('summary.tolerance', { half: saved.tolerance === 'half' ? 'yes' : 'no', date: longDate(saved.confirmedAt) })}
              </p>
              {saved.stale ? (
                <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
                  <h3 className="font-semibold">{t('confirm.title')}</h3>
                  <p className="mt-1 text-sm">{t('summary.staleText')}</p>
                  <div className="mt-3">
                    <ConfirmSizesButton confirm={confirm} />
                  </div>
                </div>
              ) : null}
              <Button asChild variant="outline">
                <Link to={SHOE_PROFILE_PATH}>{t('summary.edit')}</Link>
              </Button>
            </>
          )}
        </CardContent>
      </section>
    </Card>
  );
}

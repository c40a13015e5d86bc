import { CheckCircle2, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ChooseView } from '@shared/api/referrals';
import { SpecialistDetails } from '@client/components/specialist-card';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { QueryError } from '@client/components/query-error';
import { errorMessage } from '@client/lib/api';
import { Rich, useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { useChooseSpecialist, useChooseView } from '../api';
import { referralsMessages } from '../messages';
import { chooseSpecialistNotices } from '../notices';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** The server answers 400 (malformed) or 404 (unknown or deleted) for a link that leads nowhere. */
const isInvalidLink = (error: unknown) => error instanceof Error && /^(400|404): /.test(error.message);

function InvalidLink({ reason }: { reason?: string }) {
  const t = useT(referralsMessages);
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{t('invalid.title')}</p>
      <p className="mt-1 text-sm">
        <Rich
          t={t}
          k="invalid.text"
          values={{ reason: reason ?? t('invalid.reason') }}
          tags={{
            contact: (text) => (
              <Link to="/contact" className={linkClass}>
                {text}
              </Link>
            ),
            request: (text) => (
              <Link to="/find-doctor" className={linkClass}>
                {text}
              </Link>
            ),
          }}
        />
      </p>
    </div>
  );
}

/** The family has told us whom they chose: that specialist, with thanks. */
function Chosen({ view, justNow }: { view: ChooseView; justNow: boolean }) {
  const chosen = view.specialists.find((s) => s.id === view.chosenSpecialistId);
  const message = useRef<HTMLDivElement>(null);
  const t = useT(referralsMessages);
  useEffect(() => {
    if (justNow) message.current?.focus();
  }, [justNow]);
  return (
    <div className="space-y-6">
      <div ref={message} tabIndex={-1} role={justNow ? 'status' : undefined} className="flex gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-brand-900 focus-visible:outline-none">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{t(justNow ? 'chosen.thanks' : 'chosen.already')}</p>
          <p className="mt-1 text-sm">
            <Rich
              t={t}
              k="chosen.text"
              values={{ named: chosen ? 'yes' : 'no', name: chosen?.name ?? '' }}
              tags={{
                link: (text) => (
                  <Link to="/contact" className={linkClass}>
                    {text}
                  </Link>
                ),
              }}
            />
          </p>
        </div>
      </div>
      {chosen ? <SpecialistDetails specialist={chosen} headingLevel={2} className="rounded-xl border border-slate-200 p-5" /> : null}
    </div>
  );
}

function Choice({ token }: { token: string }) {
  const view = useChooseView(token);
  const choose = useChooseSpecialist(token, chooseSpecialistNotices);
  const t = useT(referralsMessages);

  if (view.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <Loader2 aria-hidden="true" className="size-5 animate-spin" /> {t('choose.loading')}
      </p>
    );
  }
  if (view.isError) {
    if (isInvalidLink(view.error)) return <InvalidLink reason={/^404: /.test(view.error.message) ? errorMessage(view.error) : undefined} />;
    return <QueryError title={t('choose.loadError')} error={view.error} onRetry={() => void view.refetch()} retrying={view.isFetching} />;
  }

  const data = view.data;
  return (
    <div className="space-y-6">
      <p className="text-lg font-semibold text-slate-900">{t('choose.hello', { name: data.firstName })}</p>
      {data.chosenSpecialistId !== null ? (
        <Chosen view={data} justNow={choose.isSuccess} />
      ) : data.specialists.length === 0 ? (
        <p className="text-slate-800">{t('choose.none')}</p>
      ) : (
        <>
          <p className="text-slate-800">{t('choose.intro', { count: data.specialists.length })}</p>
          <ul className="grid gap-4 md:grid-cols-2" aria-busy={choose.isPending}>
            {data.specialists.map((specialist) => (
              <li key={specialist.id} className="rounded-xl border border-slate-200 bg-white p-5">
                <SpecialistDetails specialist={specialist} headingLevel={2}>
                  <Button
                    className="mt-3"
                    aria-disabled={choose.isPending || undefined}
                    onClick={() => {
                      if (!choose.isPending) choose.mutate(specialist.id);
                    }}
                  >
                    <Rich t={t} k="choose.button" values={{ name: specialist.name }} tags={{ sr: (text) => <span className="sr-only">{text}</span> }} />
                  </Button>
                </SpecialistDetails>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** /find-doctor/choose?token=: from the family's e-mail, the specialists suggested and which one they chose. */
export default function ChooseSpecialistPage() {
  const t = useT(referralsMessages);
  usePageMeta(t('choose.meta.title'), t('choose.meta.description'));
  const [searchParams] = useSearchParams();
  const token = (searchParams.get('token') ?? '').trim();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold text-slate-900">{t('choose.title')}</h1>
        <p className="mt-2 text-slate-700">{t('choose.subtitle')}</p>
        <Card className="mt-8">
          <CardContent className="p-6 sm:p-8">{token ? <Choice token={token} /> : <InvalidLink />}</CardContent>
        </Card>
      </div>
    </div>
  );
}

import { CheckCircle2 } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { Rich, useT } from '@client/lib/i18n';
import { donationsMessages } from '../messages';

/** Shown above the selection step after a payment went through (/donate?success=true). */
export function ThankYou({ signedIn, headingRef }: { signedIn: boolean; headingRef: Ref<HTMLHeadingElement> }) {
  const t = useT(donationsMessages);
  return (
    <section aria-labelledby="thank-you-heading" className="flex gap-4 rounded-xl border border-brand-200 bg-brand-50 p-6 text-slate-900">
      <CheckCircle2 aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
      <div>
        <h2 id="thank-you-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus-visible:outline-none">
          {t('thanks.title')}
        </h2>
        <p className="mt-2 text-slate-800">{t('thanks.text')}</p>
        <p className="mt-2 text-slate-800">
          {signedIn ? (
            <Rich
              t={t}
              k="thanks.member"
              tags={{
                link: (text) => (
                  <Link to="/profile" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
                    {text}
                  </Link>
                ),
              }}
            />
          ) : (
            t('thanks.visitor')
          )}
        </p>
      </div>
    </section>
  );
}

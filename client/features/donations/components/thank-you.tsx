import { CheckCircle2 } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';

/** Shown above the selection step after a payment went through (/donate?success=true). */
export function ThankYou({ signedIn, headingRef }: { signedIn: boolean; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <section aria-labelledby="thank-you-heading" className="flex gap-4 rounded-xl border border-brand-200 bg-brand-50 p-6 text-slate-900">
      <CheckCircle2 aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
      <div>
        <h2 id="thank-you-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus-visible:outline-none">
          Thank you for your gift
        </h2>
        <p className="mt-2 text-slate-800">
          Your donation has been processed. 80% of it goes to clubfoot charities helping children walk freely.
        </p>
        <p className="mt-2 text-slate-800">
          {signedIn ? (
            <>
              A receipt is on its way to your account&apos;s e-mail address, and the gift is listed in{' '}
              <Link to="/profile" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
                your profile
              </Link>
              .
            </>
          ) : (
            'If you gave an e-mail address, your receipt is on its way. A monthly gift’s receipt has a link to cancel it.'
          )}
        </p>
      </div>
    </section>
  );
}

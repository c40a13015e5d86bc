import { BookOpen, CircleAlert, Mail, MessageSquare, UserPlus, Users, Video } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { safeReturnPath } from '@shared/return-to';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { api, hrefOf } from '@client/lib/api';
import { usePageMeta } from '@client/lib/page-meta';
import { Rich, useT } from '@client/lib/i18n';
import { authMessages } from '../messages';
// With the page, not after it: the server renders the forms, and they must answer as soon as the page
// does (a part loaded later hydrates later, and a click on it meanwhile is lost).
import EmailAuthForms from '../components/email-auth-forms';

type AuthKey = keyof (typeof authMessages)['en'];

/** The member benefits (their texts are keys of the auth messages: `login.benefit.<key>.title` and `.text`). */
const BENEFITS = [
  { icon: BookOpen, key: 'resources' },
  { icon: Video, key: 'videos' },
  { icon: Users, key: 'buddy' },
  { icon: MessageSquare, key: 'forums' },
] as const;

/** The `error` query values with a message of their own (keys of the auth messages). */
const SIGN_IN_PROBLEMS: Partial<Record<string, AuthKey>> = {
  'google-failed': 'login.problem.googleFailed',
  'google-unverified': 'login.problem.googleUnverified',
  suspended: 'login.problem.suspended',
};


function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9h-4v3.1A12 12 0 0 0 12 24z" />
      <path fill="#FBBC05" d="M5.3 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.8l4-3z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8z" />
    </svg>
  );
}

export default function LoginPage() {
  const [searchParams] = useSearchParams();
  const isSignup = searchParams.get('signup') === 'true';
  const googleUnavailable = searchParams.get('error') === 'google-unavailable';
  const invalidLink = searchParams.get('error') === 'invalid-link';
  const t = useT(authMessages);
  const signInProblemKey = SIGN_IN_PROBLEMS[searchParams.get('error') ?? ''];
  const signInProblem = signInProblemKey ? t(signInProblemKey) : undefined;
  // Where to go back to: the query (from /api/login), else the page whose header link opened this one.
  const { state } = useLocation() as { state: { returnTo?: unknown } | null };
  const returnTo = safeReturnPath(searchParams.get('returnTo')) ?? safeReturnPath(state?.returnTo);
  const emailForm = searchParams.get('method') === 'email';
  const back = { query: { returnTo: returnTo ?? undefined } };

  const heading = isSignup ? t('login.headingJoin') : t('login.headingSignIn');
  usePageMeta(
    isSignup ? t('login.metaTitleJoin') : t('login.metaTitleSignIn'),
    isSignup ? t('login.metaDescriptionJoin') : t('login.metaDescriptionSignIn'),
  );

  const googleHref = hrefOf(api.accounts.googleLogin, back);
  const emailHref = hrefOf(api.accounts.emailLogin, back);
  const createHref = hrefOf(api.accounts.login, { query: { signup: 'true', returnTo: returnTo ?? undefined } });

  return (
    <div className="bg-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-2 lg:items-start lg:px-8">
        <section aria-labelledby="login-heading" className="order-1 lg:order-2">
          <Card>
            <CardContent className="p-6 sm:p-8">
              <h1 id="login-heading" className="text-3xl font-bold text-slate-900">
                {heading}
              </h1>
              <p className="mt-2 text-slate-700">
                {isSignup ? t('login.introJoin') : t('login.introSignIn')}
              </p>

              {signInProblem ? (
                <div role="alert" className="mt-6 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
                  <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                  <p>{signInProblem}</p>
                </div>
              ) : null}

              {invalidLink ? (
                <div role="alert" className="mt-6 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
                  <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                  <p>{t('login.invalidLink')}</p>
                </div>
              ) : null}

              {googleUnavailable ? (
                <div
                  role="alert"
                  className="mt-6 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
                >
                  <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                  <p>{t('login.googleUnavailable')}</p>
                </div>
              ) : null}

              {emailForm ? (
                <EmailAuthForms initialTab={isSignup ? 'signup' : 'signin'} returnTo={returnTo} />
              ) : (
              <div className="mt-6 flex flex-col gap-3">
                <Button asChild variant="outline" size="lg" className="w-full">
                  <a href={googleHref}>
                    <GoogleMark />
                    {t('login.google')}
                  </a>
                </Button>
                <Button asChild variant={isSignup ? 'outline' : 'default'} size="lg" className="w-full">
                  <a href={emailHref}>
                    <Mail aria-hidden="true" />
                    {t('login.email')}
                  </a>
                </Button>
                <div className="my-1 flex items-center gap-3 text-sm text-slate-600">
                  <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
                  {isSignup ? t('login.newHere') : t('login.newToCommunity')}
                  <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
                </div>
                <Button asChild variant={isSignup ? 'default' : 'accent'} size="lg" className="w-full">
                  <a href={createHref}>
                    <UserPlus aria-hidden="true" />
                    {t('login.create')}
                  </a>
                </Button>
              </div>
              )}

              <p className="mt-6 rounded-md bg-brand-50 p-3 text-center text-sm font-medium text-brand-900">
                {t('login.free')}
              </p>

              <p className="mt-4 text-center text-sm text-slate-700">
                <Rich
                  t={t}
                  k="login.agree"
                  tags={{
                    terms: (text) => (
                      <Link to="/terms" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
                        {text}
                      </Link>
                    ),
                    privacy: (text) => (
                      <Link to="/privacy" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
                        {text}
                      </Link>
                    ),
                  }}
                />
              </p>
            </CardContent>
          </Card>
        </section>

        <section aria-labelledby="benefits-heading" className="order-2 lg:order-1">
          <h2 id="benefits-heading" className="text-2xl font-bold text-slate-900">
            {t('login.benefitsTitle')}
          </h2>
          <p className="mt-2 text-slate-700">
            {t('login.benefitsIntro')}
          </p>
          <ul className="mt-6 space-y-4">
            {BENEFITS.map(({ icon: Icon, key }) => (
              <li key={key} className="flex gap-4 rounded-xl border border-brand-100 bg-white p-4 shadow-sm">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{t(`login.benefit.${key}.title`)}</h3>
                  <p className="mt-1 text-sm text-slate-700">{t(`login.benefit.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

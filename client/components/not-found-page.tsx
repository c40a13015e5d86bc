import { Link, useLocation } from 'react-router';
import { Button } from '@client/components/ui/button';
import { api, hrefOf } from '@client/lib/api';
import { localizedPath } from '@shared/i18n/locales';
import { commonMessages } from '@client/lib/common-messages';
import { useLocale, useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';

/**
 * Spec section 2's not-found page. On a members' page (`forVisitor`) a visitor may simply be signed
 * out, for example after following an e-mail link: they are offered the sign-in that returns here.
 */
export default function NotFoundPage({ forVisitor = false }: { forVisitor?: boolean }) {
  const t = useT(commonMessages);
  const locale = useLocale();
  usePageMeta(t('notFound.title'), t('notFound.description'));
  // The router's path has no language prefix: the sign-in returns to this page in its language.
  const { pathname, search } = useLocation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t('notFound.heading')}</h1>
      <p className="mt-4 text-slate-700">{t('notFound.description')}</p>
      {forVisitor ? (
        <p className="mt-4 text-slate-700">
          {t('notFound.signInText')}{' '}
          <a href={hrefOf(api.accounts.login, { query: { returnTo: localizedPath(`${pathname}${search}`, locale) } })} className="font-semibold text-brand-800 underline">
            {t('notFound.signIn')}
          </a>
        </p>
      ) : null}
      <Button asChild className="mt-8">
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </section>
  );
}

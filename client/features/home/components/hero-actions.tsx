import { Footprints, MessagesSquare, Users } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { useAuth } from '@client/lib/auth';
import { useT } from '@client/lib/i18n';
import { homeMessages } from '../messages';

/** A signed-in member's next steps, where 'Become a Member' would be: their messages, their buddy, the forum. */
const memberSteps = [
  { to: paths.messages, label: 'hero.yourMessages', icon: MessagesSquare },
  { to: paths.buddy, label: 'hero.yourBuddy', icon: Footprints },
  { to: paths.forum, label: 'hero.visitForum', icon: Users },
] as const;

export function HeroActions() {
  const { user } = useAuth();
  const t = useT(homeMessages);
  if (!user) {
    return (
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to="/login?signup=true">{t('hero.becomeMember')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/resources">{t('hero.viewResources')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <nav aria-label={t('hero.nextSteps')} className="mt-8">
      <p className="text-lg font-semibold text-slate-900">{user.firstName ? t('hero.welcomeBackName', { name: user.firstName }) : t('hero.welcomeBack')}</p>
      <ul className="mt-3 flex flex-wrap gap-3">
        {memberSteps.map(({ to, label, icon: Icon }, index) => (
          <li key={to}>
            <Button asChild size="lg" variant={index === 0 ? 'default' : 'outline'}>
              <Link to={to}>
                <Icon aria-hidden="true" /> {t(label)}
              </Link>
            </Button>
          </li>
        ))}
        <li>
          <Button asChild size="lg" variant="outline">
            <Link to="/resources">{t('hero.viewResources')}</Link>
          </Button>
        </li>
      </ul>
    </nav>
  );
}


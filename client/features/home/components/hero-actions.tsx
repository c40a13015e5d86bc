import { Footprints, MessagesSquare, Users } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { useAuth } from '@client/lib/auth';

/** A signed-in member's next steps, where 'Become a Member' would be: their messages, their buddy, the forum. */
const memberSteps = [
  { to: paths.messages, label: 'Your messages', icon: MessagesSquare },
  { to: paths.buddy, label: 'Your Clubfoot Buddy', icon: Footprints },
  { to: paths.forum, label: 'Visit the forum', icon: Users },
];

export function HeroActions() {
  const { user } = useAuth();
  if (!user) {
    return (
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to="/login?signup=true">Become a Member</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/resources">View Resources</Link>
        </Button>
      </div>
    );
  }
  return (
    <nav aria-label="Your next steps" className="mt-8">
      <p className="text-lg font-semibold text-slate-900">Welcome back{user.firstName ? `, ${user.firstName}` : ''}. Pick up where you left off:</p>
      <ul className="mt-3 flex flex-wrap gap-3">
        {memberSteps.map(({ to, label, icon: Icon }, index) => (
          <li key={to}>
            <Button asChild size="lg" variant={index === 0 ? 'default' : 'outline'}>
              <Link to={to}>
                <Icon aria-hidden="true" /> {label}
              </Link>
            </Button>
          </li>
        ))}
        <li>
          <Button asChild size="lg" variant="outline">
            <Link to="/resources">View Resources</Link>
          </Button>
        </li>
      </ul>
    </nav>
  );
}


import { count, eq } from 'drizzle-orm';
import type { Checklist, ChecklistItem } from '../../../shared/api/settings';
import { charityRegistration } from '../../../shared/settings';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { specialists } from '../../db/schema';
import { loadSettings } from './service';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Where the admin page explains the server's environment variables (they are set outside the site). */
const ENVIRONMENT = '/admin/settings#environment';

/**
 * The go-live checklist on the admin dashboard (issue 18): what is still the demo seed's, or not set
 * up for real, each with where to fix it. The dashboard lists the items not done.
 */
export async function goLiveChecklist(db: Db, config: Pick<Config, 'payments' | 'smtpUrl' | 'google'>): Promise<Checklist> {
  const { row, team } = await loadSettings(db);
  const [fictional] = await db.select({ n: count() }).from(specialists).where(eq(specialists.demo, true));
  const demoTeam = team.filter((member) => member.demo).length;
  const demoSpecialists = fictional?.n ?? 0;
  const demoOrganisation = row.demoSections.includes('organisation');
  const demoContact = row.demoSections.includes('contact');
  const reachable = row.address !== '' || row.contactEmail !== '';

  const items: ChecklistItem[] = [
    {
      id: 'team',
      title: 'Team profiles',
      done: demoTeam === 0,
      detail:
        demoTeam > 0
          ? `${demoTeam} of ${plural(team.length, 'team profile', 'team profiles')} ${demoTeam === 1 ? 'is a fictional demo one' : 'are fictional demo ones'}.`
          : team.length > 0
            ? `${plural(team.length, 'team profile is', 'team profiles are')} on the About page.`
            : 'No team profiles: the About page leaves its team section out.',
      fix: { label: 'Edit the team', href: '/admin/settings#team' },
      env: [],
    },
    {
      id: 'contact',
      title: 'Contact details',
      done: !demoContact && reachable,
      detail: demoContact
        ? 'The address, e-mail and phone number are fictional demo values.'
        : reachable
          ? 'About, Contact, the footer and every e-mail show your details.'
          : 'No address or e-mail yet: visitors see no way to reach you.',
      fix: { label: 'Edit the contact details', href: '/admin/settings#contact' },
      env: [],
    },
    {
      id: 'charity',
      title: 'Charity name and number',
      done: !demoOrganisation && row.charityNumber !== '',
      detail: demoOrganisation
        ? 'The organisation name and charity number are fictional demo values.'
        : row.charityNumber
          ? `${row.organisationName}: ${charityRegistration(row.charityNumber, row.charityCountry)}.`
          : 'No charity number: the donate page, receipts and e-mails leave it out.',
      fix: { label: 'Edit the organisation', href: '/admin/settings#organisation' },
      env: [],
    },
    {
      id: 'payments',
      title: 'Card payments (Stripe)',
      done: config.payments.mode === 'stripe',
      detail:
        config.payments.mode === 'stripe'
          ? 'Gifts are real payments through Stripe.'
          : config.payments.mode === 'test'
            ? 'Test mode: no card is charged, so no gift is real.'
            : 'Online giving is paused: no payment provider is set.',
      fix: { label: 'How to connect Stripe', href: ENVIRONMENT },
      env: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
    },
    {
      id: 'email',
      title: 'Sending e-mail (SMTP)',
      done: Boolean(config.smtpUrl),
      detail: config.smtpUrl
        ? 'E-mails leave through your mail server.'
        : 'E-mails are written to the outbox folder on the server, not sent: nobody receives receipts or sign-up links.',
      fix: { label: 'How to connect a mail server', href: ENVIRONMENT },
      env: ['SMTP_URL', 'MAIL_FROM'],
    },
    {
      id: 'google',
      title: 'Sign in with Google',
      done: config.google !== null,
      detail: config.google ? 'Members can sign in with their Google account.' : 'Off: members sign in with e-mail and password only.',
      fix: { label: 'How to turn on Google sign-in', href: ENVIRONMENT },
      env: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    },
    {
      id: 'specialists',
      title: 'Specialist directory',
      done: demoSpecialists === 0,
      detail:
        demoSpecialists > 0
          ? `${plural(demoSpecialists, 'fictional demo specialist is', 'fictional demo specialists are')} in the directory families are matched from.`
          : 'Every specialist in the directory was added or checked by your team.',
      fix: { label: 'Review the specialists', href: '/admin/specialists' },
      env: [],
    },
  ];
  return { items };
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '@client/lib/page-meta';
import { LegalSections } from '../components/legal-sections';

const LAST_UPDATED = 'November 22, 2026';
const LAST_UPDATED_ISO = '2026-11-22';
const CONTACT_EMAIL = 'hello@clubfootcommunity.example';

const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900';

function PrivacyLink({ children = 'Privacy Policy' }: { children?: ReactNode }) {
  return (
    <Link to="/privacy-policy" className={linkClass}>
      {children}
    </Link>
  );
}

interface TermsSection {
  id: string;
  title: string;
  body: ReactNode;
}

const SECTIONS: TermsSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of These Terms',
    body: (
      <>
        <p>
          Welcome to Clubfoot Community. These Terms of Use explain the rules for using our website and its features,
          including the resource library, forums, messages, videos, shop, Clubfoot Buddy, doctor referral requests and
          donations.
        </p>
        <p>
          By using the site, or by creating an account, you agree to these terms and to our <PrivacyLink />, which explains
          how we handle your information. If you do not agree, please do not use the site.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who Can Use the Site',
    body: (
      <p>
        You must be 13 or older to create an account. Children under 13 may use the site only with the consent of a parent
        or guardian, and the account should be held and managed by that parent or guardian. If you create an account for
        your family, you are responsible for how it is used.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your Account and Security',
    body: (
      <>
        <p>
          You can sign up with an e-mail address and password or with &ldquo;Sign in with Google&rdquo;. Please give
          accurate information and keep it up to date.
        </p>
        <p>
          Keep your password private and do not share your account. You are responsible for activity on your account. If
          you think someone else has used it, change your password and contact us straight away.
        </p>
      </>
    ),
  },
  {
    id: 'community-rules',
    title: 'Community Rules',
    body: (
      <>
        <p>
          Our community only works if everyone feels safe and respected. When you post, comment or send messages, you
          agree to follow our{' '}
          <Link to="/community" className={linkClass}>
            Community Guidelines
          </Link>
          . In particular, you agree not to:
        </p>
        <ul>
          <li>harass, bully, threaten or discriminate against anyone;</li>
          <li>share other people&rsquo;s personal information, or any details about other people&rsquo;s children;</li>
          <li>diagnose other members or tell them to change the treatment their care team has advised;</li>
          <li>advertise, sell, spam or ask members for money;</li>
          <li>post anything unlawful, misleading, or that infringes someone else&rsquo;s rights; or</li>
          <li>try to disrupt, hack or misuse the site, or collect other members&rsquo; information.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'no-medical-advice',
    title: 'No Medical Advice',
    body: (
      <>
        <p>
          Everything on Clubfoot Community, including articles, videos, forum posts, messages and answers from our chat
          assistant, is for general information and peer support only. It is not medical advice, it does not diagnose any
          condition, and it does not replace care from a qualified clinician.
        </p>
        <p>
          Always follow the advice of your own doctor and care team, and talk to them before changing any part of
          treatment. If you think there is a medical emergency, contact your local emergency services straight away.
        </p>
      </>
    ),
  },
  {
    id: 'user-content',
    title: 'Your Content and Moderation',
    body: (
      <>
        <p>
          You keep ownership of what you post. By posting on the site, you give Clubfoot Community a non-exclusive,
          royalty-free, worldwide licence to host, store, display and share that content on the site so the community can
          see it. This licence is only for running and improving the community.
        </p>
        <p>
          Please only post content you have the right to share. Our moderators may review, edit, hide or remove content,
          or lock discussions, that break these terms or the Community Guidelines. If you delete your account, your forum
          posts and comments stay in place but are shown as written by &ldquo;Deleted member&rdquo;, as explained in our{' '}
          <PrivacyLink />.
        </p>
        <p>If you see content that worries you, please report it to our moderators.</p>
      </>
    ),
  },
  {
    id: 'donations',
    title: 'Donations and Payments',
    body: (
      <>
        <p>
          You can make a one-time or monthly donation. 80% of each donation goes to clubfoot charities, and 20% supports
          the running of this platform. Card payments are processed securely by our payment provider, Stripe; we never see
          or store your full card number.
        </p>
        <p>
          Monthly gifts repeat each month until you cancel them, and you can cancel at any time by contacting us. If you
          believe a payment was made in error, please contact us and we will look into it.
        </p>
      </>
    ),
  },
  {
    id: 'clubfoot-buddy',
    title: 'Clubfoot Buddy',
    body: (
      <p>
        Clubfoot Buddy helps members who need opposite shoe sizes find each other so they can share the cost of shoes. We
        only make introductions. Any arrangement, including buying, splitting costs, payment and sending shoes, is made
        directly between the members involved, and Clubfoot Community is not a party to it. Please take sensible care
        when sharing contact or delivery details.
      </p>
    ),
  },
  {
    id: 'doctor-referrals',
    title: 'Doctor Referrals',
    body: (
      <p>
        Our free doctor referral service suggests specialists who may be able to help. A referral is an introduction, not
        an endorsement or a guarantee of any result. You are free to choose whether to contact a specialist, and any care
        you receive is a matter between you and that clinician. Please check a specialist&rsquo;s qualifications and
        suitability for your situation yourself.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and Termination',
    body: (
      <p>
        You can stop using the site and delete your account at any time from your profile. We may suspend or close an
        account, or limit access to parts of the site, if someone breaks these terms, puts other members at risk, or if the
        law requires it. Where it is reasonable, we will tell you why.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers and Limitation of Liability',
    body: (
      <>
        <p>
          We work hard to keep the site useful and available, but it is provided &ldquo;as is&rdquo; and &ldquo;as
          available&rdquo;. We cannot promise that it will always be error-free or uninterrupted, or that information
          shared by members is accurate or complete.
        </p>
        <p>
          To the fullest extent the law allows, Clubfoot Community is not liable for indirect or consequential losses, or
          for losses arising from content posted by members, arrangements made between members, or decisions made on the
          basis of information found on the site. Nothing in these terms limits any rights you have that cannot be limited
          by law.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    body: (
      <p>
        We may update these terms from time to time. When we do, we will change the &ldquo;Last updated&rdquo; date at the
        top of this page, and we will let members know about significant changes. If you keep using the site after changes
        take effect, you accept the updated terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <>
        <p>
          Questions about these terms? E-mail us at{' '}
          <a href={`mailto:${CONTACT_EMAIL}`} className={`${linkClass} break-all`}>
            {CONTACT_EMAIL}
          </a>{' '}
          or write to:
        </p>
        <address className="not-italic">
          Clubfoot Community
          <br />
          100 Example Street, Suite 200
          <br />
          Boston, MA 02110
        </address>
        <p>
          For questions about your personal information, see our <PrivacyLink />.
        </p>
      </>
    ),
  },
];

export default function TermsPage() {
  usePageMeta('Terms of Use', 'The rules for using Clubfoot Community, its forums, services and donations.');

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <article className="mx-auto max-w-3xl">
        <header className="border-b border-slate-200 pb-8">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900">Terms of Use</h1>
          <p className="mt-4 text-slate-700">
            Last updated: <time dateTime={LAST_UPDATED_ISO}>{LAST_UPDATED}</time>
          </p>
        </header>

        <LegalSections sections={SECTIONS} linkClass={linkClass} />
      </article>
    </div>
  );
}

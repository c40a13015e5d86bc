import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '@client/lib/page-meta';
import { LegalSections } from '../components/legal-sections';

const PRIVACY_POLICY_VERSION = '2026-11-22';
const LAST_UPDATED = 'November 22, 2026';
const PRIVACY_EMAIL = 'privacy@clubfootcommunity.example';

const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900';

function EmailLink() {
  return (
    <a href={`mailto:${PRIVACY_EMAIL}`} className={`${linkClass} break-all`}>
      {PRIVACY_EMAIL}
    </a>
  );
}

interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

const SECTIONS: PolicySection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: (
      <>
        <p>
          Clubfoot Community (&ldquo;we&rdquo;, &ldquo;us&rdquo;, &ldquo;our&rdquo;) is an online community and support
          site for parents of children with clubfoot, adults with clubfoot and medical professionals. We know that
          health and family information is personal, and we take looking after it seriously.
        </p>
        <p>
          This policy explains what information we collect, why we collect it, who we share it with and the choices and
          rights you have. It applies to our website and all of its features, including the forums, messages, Clubfoot
          Buddy, doctor referral requests and donations.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to run the community, and much of it is information you choose to give us.</p>
        <ul>
          <li>
            <strong>Account details.</strong> You can create an account with an e-mail address and password, or with
            &ldquo;Sign in with Google&rdquo;, which is the only social sign-in option we offer. If you use Google, we
            receive your name and e-mail address from Google; we never see your Google password.
          </li>
          <li>
            <strong>Profile details you choose to add.</strong> Your name and e-mail address, and, if you wish, a short
            bio, your location, birth year, which side is affected by clubfoot, treatment stage and type, and diagnosis
            date. All of these extra details are optional.
          </li>
          <li>
            <strong>Things you post and send.</strong> Forum topics, replies and comments, and private messages you send
            to other members.
          </li>
          <li>
            <strong>Clubfoot Buddy.</strong> The left and right shoe sizes and preferences you enter so we can match you
            with members who need the opposite sizes.
          </li>
          <li>
            <strong>Doctor referral requests.</strong> The details you give in a request so our team can suggest suitable
            specialists.
          </li>
          <li>
            <strong>Donations.</strong> The amount, whether the gift is one-time or monthly, and the contact details
            needed to process it and send a receipt. Card payments are handled by our payment provider, Stripe. We never
            see or store your full card number.
          </li>
          <li>
            <strong>Usage analytics.</strong> Anonymous information about how the site is used: pages visited, session
            length and your browser&rsquo;s user-agent (the browser and device type it reports). We do not store your IP
            address. Analytics are linked to your account only when you are signed in.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-your-information',
    title: 'How We Use Your Information',
    body: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>create and run your account and keep you signed in;</li>
          <li>show your posts, comments and profile to other members, according to your privacy settings;</li>
          <li>deliver private messages to the members you write to;</li>
          <li>match you with other members through Clubfoot Buddy;</li>
          <li>review doctor referral requests and get back to you;</li>
          <li>process donations and send receipts;</li>
          <li>send the notifications you have chosen to receive;</li>
          <li>moderate the community and keep it safe; and</li>
          <li>understand how the site is used so we can improve it.</li>
        </ul>
        <p>
          We do not use your information for targeted advertising, and we do not make automated decisions about you that
          have legal or similarly significant effects.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-share-information',
    title: 'How We Share Information',
    body: (
      <>
        <p>
          <strong>We do not sell your personal information.</strong> We share it only in these situations:
        </p>
        <ul>
          <li>
            <strong>With other members.</strong> Your forum posts and comments, and the profile details your privacy
            settings allow, are visible to other members. Private messages are visible to the people you send them to.
            Clubfoot Buddy matches see the details needed to arrange a shoe swap.
          </li>
          <li>
            <strong>With specialists, for referrals.</strong> When you ask for a doctor referral, our team may share the
            details needed with the specialists we suggest to you.
          </li>
          <li>
            <strong>With service providers.</strong> Companies that help us run the site, such as Stripe for payments and
            Google for sign-in, receive only what they need to provide their service. See{' '}
            <a href="#third-party-services" className={linkClass}>
              Third-Party Services
            </a>
            .
          </li>
          <li>
            <strong>When the law requires it.</strong> We may disclose information if required by law, or if needed to
            protect the safety of a member or another person.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    body: (
      <>
        <p>We use sensible technical and organisational measures to protect your information, including:</p>
        <ul>
          <li>passwords are hashed and are never stored in plain text;</li>
          <li>your sign-in session uses a secure, HttpOnly cookie that scripts on the page cannot read;</li>
          <li>card details go directly to Stripe and never reach our servers; and</li>
          <li>access to member data is limited to the small team of administrators who need it.</li>
        </ul>
        <p>
          No online service can be completely secure. Please use a strong password that you do not use elsewhere, and
          tell us straight away at <EmailLink /> if you think your account has been misused.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>You stay in control of your information:</p>
        <ul>
          <li>
            <strong>Privacy settings.</strong> You can choose whether other members can see your e-mail address (hidden by
            default), your location, your treatment details and your profile as a whole.
          </li>
          <li>
            <strong>Update your details.</strong> You can change your profile information at any time from your profile.
          </li>
          <li>
            <strong>Download your data.</strong> You can download a copy of your data from <strong>Profile &gt; Privacy</strong>.
          </li>
          <li>
            <strong>Delete your account.</strong> You can delete your account from <strong>Profile &gt; Privacy</strong>.
            Forum posts and comments you wrote stay in place so conversations still make sense, but they are shown as
            written by &ldquo;Deleted member&rdquo;.
          </li>
          <li>
            <strong>Notifications.</strong> You can choose which notifications you receive in your profile settings.
          </li>
        </ul>
        <p>
          You can also contact us at <EmailLink /> to ask about, correct or delete your information. Depending on where
          you live, you may have further rights, described in{' '}
          <a href="#gdpr-and-ccpa-compliance" className={linkClass}>
            GDPR and CCPA Compliance
          </a>
          .
        </p>
      </>
    ),
  },
  {
    id: 'children-under-13',
    title: 'Children Under 13',
    body: (
      <>
        <p>
          Many of the people our community talks about are children, but our site is designed for adults. Children under
          13 may only use the site with the consent of a parent or guardian, and the account should be held and managed
          by the parent or guardian rather than by the child.
        </p>
        <p>
          We ask parents to think carefully before sharing details about their child, and never to share information
          about other people&rsquo;s children. If we learn that we have collected personal information from a child under
          13 without a parent&rsquo;s or guardian&rsquo;s consent, we will delete it. If you believe this has happened,
          please contact us at <EmailLink />.
        </p>
      </>
    ),
  },
  {
    id: 'international-data-transfers',
    title: 'International Data Transfers',
    body: (
      <p>
        Our community welcomes members from many countries. Clubfoot Community is based in the United States, and your
        information may be processed in the United States or in other countries where we or our service providers
        operate. These countries may have different data protection laws from yours. Where the law requires it, we use
        appropriate safeguards, such as standard contractual clauses, to protect information transferred across borders.
      </p>
    ),
  },
  {
    id: 'data-retention',
    title: 'Data Retention',
    body: (
      <>
        <p>
          We keep your account and profile information for as long as your account is open. When you delete your account,
          we delete your profile and account details. Forum posts and comments remain, shown as written by &ldquo;Deleted
          member&rdquo;.
        </p>
        <p>
          We may keep some records for longer where we must, for example donation records needed for accounting and tax
          purposes, or information needed to resolve disputes or meet legal obligations. Anonymous usage analytics that
          are not linked to an account do not identify you.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>We keep cookies and similar storage to a minimum:</p>
        <ul>
          <li>
            <strong>One essential session cookie.</strong> When you sign in, we set a single HttpOnly session cookie that
            keeps you signed in. The site cannot work properly without it.
          </li>
          <li>
            <strong>Local storage in your browser.</strong> We remember whether you have already seen the welcome splash
            screen, and whether you have dismissed the reminder to complete your profile, so we do not show them again.
          </li>
        </ul>
        <p>
          We do not use advertising or cross-site tracking cookies. The advertisement spaces shown to visitors who are
          not signed in display our own house messages, such as invitations to become a member, not ads from ad
          networks.
        </p>
      </>
    ),
  },
  {
    id: 'third-party-services',
    title: 'Third-Party Services',
    body: (
      <>
        <p>We rely on a small number of trusted providers:</p>
        <ul>
          <li>
            <strong>Google</strong>, if you choose &ldquo;Sign in with Google&rdquo;. Google&rsquo;s own privacy policy
            applies to your Google account.
          </li>
          <li>
            <strong>Stripe</strong>, which processes donation payments. Stripe handles your card details under its own
            privacy policy; we never see or store your full card number.
          </li>
        </ul>
        <p>
          Our site may also link to other websites, such as social media pages or resources from other organisations.
          We are not responsible for how those sites handle your information, so please read their policies.
        </p>
      </>
    ),
  },
  {
    id: 'changes-to-this-policy',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy from time to time. When we do, we will change the &ldquo;Last updated&rdquo; date and
        policy version at the top of this page. If the changes are significant, we will let members know through the site
        or by e-mail before they take effect.
      </p>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    body: (
      <>
        <p>
          If you have a question about this policy or your information, or want to use any of your rights, please e-mail
          us at <EmailLink />. We aim to respond within 48 hours.
        </p>
        <p>You can also write to us at:</p>
        <address className="not-italic">
          Clubfoot Community
          <br />
          100 Example Street, Suite 200
          <br />
          Boston, MA 02110
        </address>
      </>
    ),
  },
  {
    id: 'gdpr-and-ccpa-compliance',
    title: 'GDPR and CCPA Compliance',
    body: (
      <>
        <h3>If you are in the European Economic Area or the United Kingdom (GDPR)</h3>
        <p>
          We process your information to provide the service you signed up for, on the basis of your consent (for example
          for optional profile details, which you can withdraw at any time), to meet legal obligations, and for our
          legitimate interests in running a safe, useful community. You have the right to:
        </p>
        <ul>
          <li>access the personal information we hold about you;</li>
          <li>have inaccurate information corrected (rectification);</li>
          <li>have your information deleted (erasure);</li>
          <li>receive your information in a portable format (portability);</li>
          <li>ask us to restrict how we use your information (restriction);</li>
          <li>object to how we use your information (objection); and</li>
          <li>complain to your local data protection supervisory authority.</li>
        </ul>
        <h3>If you are a California resident (CCPA)</h3>
        <p>You have the right to:</p>
        <ul>
          <li>know what personal information we collect, use and disclose;</li>
          <li>ask us to delete your personal information;</li>
          <li>ask us to correct inaccurate personal information; and</li>
          <li>
            opt out of the sale of your personal information. We do not sell personal information, so there is nothing you
            need to opt out of.
          </li>
        </ul>
        <p>
          We will not discriminate against you for using any of these rights. To make a request, e-mail <EmailLink /> or
          use the download and delete options in <strong>Profile &gt; Privacy</strong>. We may need to confirm your
          identity before acting on a request.
        </p>
      </>
    ),
  },
];

export default function PrivacyPolicyPage() {
  usePageMeta(
    'Privacy Policy',
    'How Clubfoot Community collects, uses and protects your information, and the choices and rights you have.',
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <article className="mx-auto max-w-3xl">
        <header className="border-b border-slate-200 pb-8">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900">Privacy Policy</h1>
          <p className="mt-4 text-slate-700">
            Last updated: <time dateTime={PRIVACY_POLICY_VERSION}>{LAST_UPDATED}</time>
          </p>
          <p className="mt-1 text-sm text-slate-700">Policy version: {PRIVACY_POLICY_VERSION}</p>
        </header>

        <LegalSections sections={SECTIONS} linkClass={linkClass} />

        <p className="mt-12 border-t border-slate-200 pt-8 leading-7 text-slate-700">
          See also our{' '}
          <Link to="/terms" className={linkClass}>
            Terms of Use
          </Link>
          .
        </p>
      </article>
    </div>
  );
}

import { Clock, type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { addressLines, dialledPhone } from '@shared/settings';
import { useSiteSettings } from '@client/lib/site-settings';
import { cn } from '@client/lib/utils';
import { componentsMessages } from '@client/components/messages';
import { Rich, useT } from '@client/lib/i18n';

const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900';

function DetailItem({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <dt className="flex items-center gap-2 font-semibold text-slate-900">
        <Icon className="size-5 text-brand-700" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-2 leading-7 break-words text-slate-700">{children}</dd>
    </div>
  );
}

/**
 * The organisation's address, office hours, e-mail and phone (the About page's Get in Touch, the
 * contact page), from the site settings: each only when it is set.
 */
export function OrganisationDetails({ className }: { className?: string }) {
  const settings = useSiteSettings();
  const t = useT(componentsMessages);
  if (!settings) return null;
  const { organisation, contact } = settings;
  const lines = addressLines(contact.address ?? '');
  if (!lines.length && !contact.officeHours && !contact.email && !contact.phone) {
    return (
      <p className={cn('text-slate-700', className)}>
        <Rich
          t={t}
          k="org.writeToUs"
          tags={{
            link: (text) => (
              <Link to="/contact" className={linkClass}>
                {text}
              </Link>
            ),
          }}
        />
      </p>
    );
  }
  return (
    <dl className={cn('grid gap-6', className)}>
      {lines.length ? (
        <DetailItem icon={MapPin} label={t('org.address')}>
          <address className="not-italic" data-user-text>
            {[organisation.name, ...lines].map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
          </address>
        </DetailItem>
      ) : null}
      {contact.officeHours ? (
        <DetailItem icon={Clock} label={t('org.officeHours')}>
          <span data-user-text>{contact.officeHours}</span>
        </DetailItem>
      ) : null}
      {contact.email ? (
        <DetailItem icon={Mail} label={t('org.email')}>
          <a href={`mailto:${contact.email}`} className={cn(linkClass, 'break-all')}>
            {contact.email}
          </a>
        </DetailItem>
      ) : null}
      {contact.phone ? (
        <DetailItem icon={Phone} label={t('org.phone')}>
          <a href={`tel:${dialledPhone(contact.phone)}`} className={cn(linkClass, 'whitespace-nowrap')}>
            {contact.phone}
          </a>
        </DetailItem>
      ) : null}
    </dl>
  );
}

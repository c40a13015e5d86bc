import { Clock, type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { ORGANISATION } from '@shared/donations';
import { cn } from '@client/lib/utils';

const PHONE = { shown: '+1 (555) 010-0199', dialled: '+15550100199' };
const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900';

function DetailItem({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <dt className="flex items-center gap-2 font-semibold text-slate-900">
        <Icon className="size-5 text-brand-700" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-2 leading-7 text-slate-700">{children}</dd>
    </div>
  );
}

/** The organisation's address, office hours, e-mail and phone (the About page's Get in Touch, the contact page). */
export function OrganisationDetails({ className }: { className?: string }) {
  return (
    <dl className={cn('grid gap-6', className)}>
      <DetailItem icon={MapPin} label="Address">
        <address className="not-italic">
          {ORGANISATION.name}
          <br />
          100 Example Street, Suite 200
          <br />
          Boston, MA 02110
        </address>
      </DetailItem>
      <DetailItem icon={Clock} label="Office hours">
        Monday to Friday, 9:00 AM to 5:00 PM EST
      </DetailItem>
      <DetailItem icon={Mail} label="Email">
        <a href={`mailto:${ORGANISATION.email}`} className={cn(linkClass, 'break-all')}>
          {ORGANISATION.email}
        </a>
      </DetailItem>
      <DetailItem icon={Phone} label="Phone">
        <a href={`tel:${PHONE.dialled}`} className={linkClass}>
          {PHONE.shown}
        </a>
      </DetailItem>
    </dl>
  );
}

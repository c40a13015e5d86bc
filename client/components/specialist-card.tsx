import { Globe, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SpecialistCard } from '@shared/api/referrals';
import { countryName } from '@shared/countries';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/utils';
import { componentsMessages } from '@client/components/messages';
import { useT } from '@client/lib/i18n';

const linkClass = 'inline-flex items-center gap-1.5 break-all font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** 'https://clinic.example/team/' -> 'clinic.example/team' */
const shortUrl = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

type Props = {
  specialist: SpecialistCard;
  headingLevel?: 2 | 3 | 4;
  /** Below the details: a button to choose them, why they are suggested... */
  children?: ReactNode;
  className?: string;
};

/**
 * A specialist as the family and the team see them: name, title, clinic and place, languages,
 * Ponseti training and the ways to reach them (the family's choose page, their profile and the admin area).
 */
export function SpecialistDetails({ specialist, headingLevel = 3, children, className }: Props) {
  const Heading = `h${headingLevel}` as const;
  const t = useT(componentsMessages);
  return (
    <div className={cn('space-y-2', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <Heading className="font-semibold text-slate-900">{specialist.name}</Heading>
        {specialist.ponsetiTrained ? <Badge>{t('specialist.ponseti')}</Badge> : null}
      </div>
      <p className="text-sm text-slate-800">
        {specialist.title}
        <span className="block">{specialist.clinic}</span>
        <span className="block">
          {specialist.city}, {countryName(specialist.country)}
        </span>
      </p>
      <p className="text-sm text-slate-700">{t('specialist.languages', { languages: specialist.languages.join(', ') })}</p>
      <ul className="space-y-1 text-sm">
        {specialist.phone ? (
          <li>
            <a href={`tel:${specialist.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              {specialist.phone}
            </a>
          </li>
        ) : null}
        {specialist.email ? (
          <li>
            <a href={`mailto:${specialist.email}`} className={linkClass}>
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {specialist.email}
            </a>
          </li>
        ) : null}
        {specialist.website ? (
          <li>
            <a href={specialist.website} target="_blank" rel="noopener noreferrer" className={linkClass}>
              <Globe aria-hidden="true" className="size-4 shrink-0" />
              {shortUrl(specialist.website)}
              <span className="sr-only">{t('link.newTab')}</span>
            </a>
          </li>
        ) : null}
      </ul>
      {children}
    </div>
  );
}

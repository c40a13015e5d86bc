import type { ReactNode } from 'react';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent } from '@client/components/ui/card';
import { useT } from '@client/lib/i18n';
import { adminMessages } from '../../messages';

type Props = { id: string; title: string; intro: ReactNode; demo?: boolean; children: ReactNode };

/** One section of the settings page: a region named by its heading, reachable by its #id from the checklist. */
export function SettingsCard({ id, title, intro, demo = false, children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <Card>
        <CardContent className="space-y-4 p-4 sm:p-6">
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
                {title}
              </h2>
              {demo ? <DemoBadge /> : null}
            </div>
            <div className="mt-1 text-sm text-slate-700">{intro}</div>
          </div>
          {children}
        </CardContent>
      </Card>
    </section>
  );
}

/** Marks what still holds the demo seed's fictional values. */
export function DemoBadge({ label }: { label?: string }) {
  const t = useT(adminMessages);
  return (
    <Badge variant="outline" className="border-amber-400 bg-amber-50 text-amber-900">
      {label ?? t('settings.demoValues')}
    </Badge>
  );
}

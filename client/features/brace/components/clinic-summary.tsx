import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import type { BraceChild } from '@shared/api/brace';
import { addDays } from '@shared/brace';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/field';
import { api, hrefOf } from '@client/lib/api';
import { useT } from '@client/lib/i18n';
import { braceMessages } from '../messages';

/** A span of days downloaded for the clinic visit, as a PDF or a spreadsheet: each day's hours, skin checks and notes, and each week's average. */
export function ClinicSummary({ child, today }: { child: BraceChild; today: string }) {
  const [from, setFrom] = useState(addDays(today, -27));
  const [to, setTo] = useState(today);
  const valid = from !== '' && to !== '' && from <= to;
  const t = useT(braceMessages);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t('clinic.text')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('clinic.from')} type="date" value={from} max={to} onChange={(event) => setFrom(event.target.value)} />
        <TextField label={t('clinic.to')} type="date" value={to} min={from} max={today} onChange={(event) => setTo(event.target.value)} error={valid ? undefined : t('clinic.rangeError')} />
      </div>
      {valid ? (
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <a href={hrefOf(api.brace.summaryPdf, { params: { id: child.id }, query: { from, to } })} download>
              <FileText aria-hidden="true" className="size-4" />
              {t('clinic.pdf')}
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={hrefOf(api.brace.summaryCsv, { params: { id: child.id }, query: { from, to } })} download>
              <Download aria-hidden="true" className="size-4" />
              {t('clinic.csv')}
            </a>
          </Button>
        </div>
      ) : null}
    </div>
  );
}

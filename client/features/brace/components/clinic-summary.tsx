import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import type { BraceChild } from '@shared/api/brace';
import { addDays } from '@shared/brace';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/field';
import { api, hrefOf } from '@client/lib/api';

/** A span of days downloaded for the clinic visit, as a PDF or a spreadsheet: each day's hours, skin checks and notes, and each week's average. */
export function ClinicSummary({ child, today }: { child: BraceChild; today: string }) {
  const [from, setFrom] = useState(addDays(today, -27));
  const [to, setTo] = useState(today);
  const valid = from !== '' && to !== '' && from <= to;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        The hours worn each day against the prescribed hours, the skin checks and your notes, with each week’s average: as a PDF to print or show
        on your phone at the clinic, or as a spreadsheet.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="From" type="date" value={from} max={to} onChange={(event) => setFrom(event.target.value)} />
        <TextField label="To" type="date" value={to} min={from} max={today} onChange={(event) => setTo(event.target.value)} error={valid ? undefined : 'Choose a start on or before the end'} />
      </div>
      {valid ? (
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <a href={hrefOf(api.brace.summaryPdf, { params: { id: child.id }, query: { from, to } })} download>
              <FileText aria-hidden="true" className="size-4" />
              Download the summary (PDF)
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={hrefOf(api.brace.summaryCsv, { params: { id: child.id }, query: { from, to } })} download>
              <Download aria-hidden="true" className="size-4" />
              Spreadsheet (CSV)
            </a>
          </Button>
        </div>
      ) : null}
    </div>
  );
}

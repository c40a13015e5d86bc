import { Download } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '@client/components/ui/button';
import { downloadCsv } from '../csv';
import { Rich, useT } from '@client/lib/i18n';
import { analyticsMessages } from '../messages';

type Props = {
  title: string;
  description: string;
  /** The buttons beside the title (the table toggle, the download). */
  actions?: ReactNode;
  children: ReactNode;
};

/** A chart's or a ranking's box: a region named by its title, a line on what it counts, its buttons and its content. */
export function Panel({ title, description, actions, children }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <h3 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h3>
          <p className="mt-1 text-sm text-slate-700">{description}</p>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** Saves the panel's figures as a CSV file, made in the browser. */
export function DownloadCsvButton({ title, fileName, csv }: { title: string; fileName: string; csv: () => string }) {
  const t = useT(analyticsMessages);
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => downloadCsv(fileName, csv())}>
      <Download aria-hidden="true" /> <Rich t={t} k="panel.download" values={{ title }} tags={{ hidden: (text) => <span className="sr-only">{text}</span> }} />
    </Button>
  );
}

/** In words, in place of a chart or table with nothing to show. */
export function NothingToShow({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-700">{children}</p>;
}

/** A part of a section under its own heading: the cards and panels of one subject, two abreast on wide screens. */
export function PanelGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Panels two abreast from large screens up. */
export function PanelGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-6 lg:grid-cols-2">{children}</div>;
}

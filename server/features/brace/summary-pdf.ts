import { newPdf } from '../../lib/pdf';
import { formatHours, isRedFlagSkin, PHASE_LABELS, SKIN_CHECK_LABELS } from '../../../shared/brace';
import type { BraceSummary } from './service';

/*
 * The clinician's summary as a PDF (issue 24), made with pdfkit: the prescription, the span's figures,
 * each week, then each day with the skin checks and notes. DejaVu Sans (a registry package) carries
 * the Latin, Greek and Cyrillic letters families write their notes in; pdfkit's built-in fonts do not.
 */

const MARGIN = 48;
const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';

/** A date as the clinic reads it: "Tue 8 Dec 2026". */
const dateLabel = (day: string) => new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
/** In a table under the span's dates: "Tue 8 Dec". */
const shortDate = (day: string) => new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
const years = (months: number) => (months % 12 === 0 ? `${months / 12} years` : `${months} months`);

type Column = { label: string; width: number; align?: 'left' | 'right' };

export function summaryPdf(summary: BraceSummary, siteName: string): Promise<Buffer> {
  const { child, days, weeks, from, to } = summary;
  const { doc, done } = newPdf({ margin: MARGIN, bufferPages: true, info: { Title: `Brace wear: ${child.name}, ${from} to ${to}`, Author: siteName } });
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - 24;

  doc.font('bold').fontSize(18).fillColor(INK).text(`Brace wear: ${child.name}`);
  doc.moveDown(0.3);
  doc.font('body').fontSize(10).fillColor(MUTED);
  doc.text(`${dateLabel(from)} to ${dateLabel(to)} · born ${dateLabel(child.birthDate)} · boots and bar since ${dateLabel(child.braceStartDate)}`);
  doc.text(`Days are counted in the family’s time zone, ${child.timeZone}.`);
  doc.moveDown(0.6);
  doc.fillColor(INK).fontSize(10.5);
  doc.text(
    `Prescribed by the clinician: ${child.fullTimeHours} hours a day for ${child.fullTimeWeeks} weeks, then ${child.partTimeHours} hours a day (nights and naps) until the age of ${years(child.endAgeMonths)}.`,
  );
  const braced = days.filter((day) => day.target > 0);
  const average = braced.length ? braced.reduce((sum, day) => sum + day.hours, 0) / braced.length : 0;
  const flagged = days.filter((day) => isRedFlagSkin(day.skin));
  doc.moveDown(0.4);
  doc.text(
    braced.length
      ? `Over the ${braced.length} days in the brace: on average ${formatHours(average)} a day, the prescribed hours reached on ${braced.filter((day) => day.met).length} of them.`
      : 'No day in this span was in the brace.',
  );
  doc.text(flagged.length ? `Skin problems noted: ${flagged.map((day) => `${SKIN_CHECK_LABELS[day.skin!].toLowerCase()} (${dateLabel(day.day)})`).join('; ')}.` : 'No blister, broken skin or colour change was noted.');
  doc.moveDown(1);

  /** A table: its heading row, then rows, each as tall as its longest cell, starting a new page (heading again) when full. */
  const table = (title: string, columns: Column[], rows: string[][]) => {
    doc.font('bold').fontSize(12).fillColor(INK).text(title, MARGIN);
    doc.moveDown(0.3);
    const heading = () => row(columns.map((column) => column.label), 'bold', MUTED);
    const row = (cells: string[], font: 'body' | 'bold', colour: string) => {
      doc.font(font).fontSize(9);
      const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: columns[i]!.width - 6 }))) + 6;
      if (doc.y + height > bottom()) {
        doc.addPage();
        if (font === 'body') heading();
        doc.font(font).fontSize(9);
      }
      const top = doc.y;
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const column = columns[i]!;
        doc.fillColor(colour).text(cell, x + 3, top + 3, { width: column.width - 6, align: column.align ?? 'left' });
        x += column.width;
      });
      doc
        .moveTo(MARGIN, top + height)
        .lineTo(MARGIN + width, top + height)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      doc.x = MARGIN;
      doc.y = top + height;
    };
    heading();
    for (const cells of rows) row(cells, 'body', INK);
    doc.moveDown(1);
  };

  table(
    'Each week',
    [
      { label: 'Week starting', width: width * 0.4 },
      { label: 'Average a day', width: width * 0.3, align: 'right' },
      { label: 'Days at the prescribed hours', width: width * 0.3, align: 'right' },
    ],
    weeks.map((week) => [shortDate(week.from), formatHours(week.average), `${week.daysMet} of ${week.days}`]),
  );
  table(
    'Each day',
    [
      { label: 'Date', width: width * 0.12 },
      { label: 'Phase', width: width * 0.15 },
      { label: 'Prescribed', width: width * 0.13, align: 'right' },
      { label: 'Worn', width: width * 0.14, align: 'right' },
      { label: 'Skin check', width: width * 0.15 },
      { label: 'Note', width: width * 0.31 },
    ],
    days.map((day) => [
      shortDate(day.day),
      PHASE_LABELS[day.phase],
      day.target ? formatHours(day.target) : '',
      `${formatHours(day.hours)}${day.target ? (day.met ? ' ✓' : '') : ''}`,
      day.skin ? SKIN_CHECK_LABELS[day.skin] : '',
      day.note,
    ]),
  );

  // Every page: what this is and where it came from.
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i += 1) {
    doc.switchToPage(pages.start + i);
    // In the bottom margin: lifted for the footer, so writing there does not start a new page.
    doc.page.margins.bottom = 0;
    doc.font('body').fontSize(8).fillColor(MUTED);
    const footer = `Hours as the family logged them in the Brace Tracker of ${siteName}. Page ${i + 1} of ${pages.count}.`;
    doc.text(footer, MARGIN, doc.page.height - MARGIN + 12, { width, align: 'center', lineBreak: false, height: 12 });
  }
  doc.end();
  return done;
}

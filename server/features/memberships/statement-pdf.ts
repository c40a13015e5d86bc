import { newPdf } from '../../lib/pdf';
import type { Organisation } from '../../lib/organisation';
import type { StatementLine } from './statement';

/*
 * The yearly statement as a PDF (issue 29), for the member's tax records: each payment of the year,
 * what went to the charities, the totals, and the organisation's name, address and charity number.
 * DejaVu Sans, as the brace summary, for names in any Latin, Greek or Cyrillic letters.
 */

const MARGIN = 48;
const MUTED = '#475569';
const INK = '#0f172a';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const day = (date: Date) => new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

export function statementPdf(lines: StatementLine[], year: number, member: { name: string; email: string }, organisation: Organisation): Promise<Buffer> {
  const { doc, done } = newPdf({ margin: MARGIN, info: { Title: `Statement of giving ${year}`, Author: organisation.name } });
  const width = doc.page.width - 2 * MARGIN;
  const columns = [0.2, 0.38, 0.14, 0.14, 0.14].map((share) => share * width);

  doc.font('bold').fontSize(18).fillColor(INK).text(`Statement of giving, ${year}`);
  doc.font('body').fontSize(10).fillColor(MUTED);
  doc.text([organisation.name, organisation.address, organisation.charityNumber ? `Charity number ${organisation.charityNumber}` : null].filter(Boolean).join(' · '));
  doc.moveDown(0.6);
  doc.fillColor(INK).fontSize(10.5).text(`For ${member.name} (${member.email}): every supporting membership payment and gift received from 1 January to 31 December ${year}.`);
  doc.moveDown(0.8);

  const row = (cells: string[], font: 'body' | 'bold') => {
    doc.font(font).fontSize(9).fillColor(INK);
    const top = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.text(cell, x, top, { width: columns[i]! - 6, align: i >= 2 ? 'right' : 'left' });
      x += columns[i]!;
    });
    doc.x = MARGIN;
    doc.y = top + 16;
  };
  row(['Date', 'What', 'Amount', 'To charities', 'Reference'], 'bold');
  for (const line of lines) row([day(line.date), line.description, money(line.amountCents), money(line.charitiesCents), line.reference], 'body');
  const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const charities = lines.reduce((sum, line) => sum + line.charitiesCents, 0);
  row(['Total', lines.length === 0 ? 'Nothing was received this year.' : `${lines.length} payment${lines.length === 1 ? '' : 's'}`, money(total), money(charities), ''], 'bold');

  doc.moveDown(1);
  doc.font('body').fontSize(9).fillColor(MUTED);
  doc.text(
    'Supporting memberships give 50% to help children with uncorrected clubfoot around the world and 50% to keep the community running; gifts give 80% to clubfoot charities. Everything on the site is free for every member; a supporting membership brings only the Supporter badge beside the member’s name.',
    MARGIN,
    doc.y,
    { width },
  );
  doc.end();
  return done;
}

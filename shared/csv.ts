// CSV for spreadsheets, made the same way by the server's exports and by the admin's downloads made in the browser (analytics).

/** One cell of an exported spreadsheet. */
export type CsvCell = string | number | null;

/** Characters a spreadsheet reads as the start of a formula (and tab and carriage return, which some strip first). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. Text
 * a spreadsheet would run as a formula (=HYPERLINK(...) in a name) is kept as text with a leading '.
 */
export function csvCell(value: CsvCell) {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows joined with CRLF, after a byte-order mark so spreadsheet programs read the accents right. */
export const toCsv = (rows: CsvCell[][]) => `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

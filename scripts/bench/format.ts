export const int = (value: number) => Math.round(value).toLocaleString('en-US');
export const fixed = (value: number, digits: number) => value.toFixed(digits);
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export type Column = { header: string; align?: 'left' | 'right' };

/** Prints rows under headers with every column padded to its widest cell. */
export function printTable(columns: Column[], rows: string[][], indent = '  ') {
  const widths = columns.map((column, i) => Math.max(column.header.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    indent +
    columns
      .map((column, i) => {
        const cell = cells[i] ?? '';
        const width = widths[i] ?? 0;
        return column.align === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  console.info(line(columns.map((column) => column.header)));
  console.info(indent + widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.info(line(row));
}

/** An error as a readable message: long lines cut (Drizzle puts whole queries and their parameters in its messages), the cause added. */
export function describeError(error: unknown): string {
  const cut = (text: string) =>
    text
      .split('\n')
      .slice(0, 40)
      .map((line) => (line.length > 240 ? `${line.slice(0, 240)}…` : line))
      .join('\n');
  if (!(error instanceof Error)) return cut(String(error));
  const cause = error.cause instanceof Error && !error.message.includes(error.cause.message) ? ` (cause: ${cut(error.cause.message)})` : '';
  return cut(error.message) + cause;
}

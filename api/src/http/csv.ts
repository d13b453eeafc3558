/** A byte-order mark first, so spreadsheets read the file as UTF-8 (Cyrillic names intact). */
export const UTF8_BOM = '\uFEFF';

/**
 * Quotes a CSV field when needed (RFC 4180) and defuses spreadsheet formulas: text starting with
 * `=`, `+`, `-`, `@` (or their fullwidth forms), a tab or a carriage return gets a leading `'`, so it is shown, never run.
 */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  // Fullwidth ＝＋－＠ too: some spreadsheet locales read them as formula signs.
  const text = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Renders rows as CSV with a header line and CRLF line ends (no BOM: see {@link UTF8_BOM}). */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

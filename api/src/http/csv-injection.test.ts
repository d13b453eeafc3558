import fc from 'fast-check';
import { toCsv } from './csv';

/** The cells of one CSV line as a spreadsheet reads them (RFC 4180 quoting). */
function readCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line.charAt(index);
    if (quoted) {
      if (char === '"' && line.charAt(index + 1) === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  return [...cells, cell];
}

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

describe('CSV exports against formula injection (fast-check)', () => {
  it('never lets a text cell start a formula, and keeps its text after the defusing quote', () => {
    const formulaish = fc.tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'), fc.string()).map(([sign, rest]) => `${sign}${rest}`);
    fc.assert(
      fc.property(fc.oneof(formulaish, fc.string()), fc.integer(), (text, number) => {
        const csv = toCsv(['text', 'number'], [[text.replace(/[\r\n]/g, ' ').replace(/^ /, '\r'), number]]);
        const [, line = ''] = csv.split('\r\n');
        const [cell = '', count = ''] = readCells(line);
        if (FORMULA_START.test(cell)) return false;
        return count === String(number);
      }),
      { numRuns: 2000 },
    );
  });
});

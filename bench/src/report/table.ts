/** A Markdown table (cells escaped: a pipe or a line break cannot break the row). */
export function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ].join('\n');
}

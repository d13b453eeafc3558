/** `%text%` for LIKE and ILIKE: matches `text` anywhere, its pattern characters (`\`, `%`, `_`) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Whether a UTF-16 code unit may not reach an operator's terminal: C0 and C1 control characters
 * except tab and line feed, DEL, and the bidirectional controls (U+202A–U+202E, U+2066–U+2069) that
 * reorder what a terminal shows. An alert's text comes from any browser: written raw, escape
 * sequences could recolour, clear or retitle the terminal, and carriage returns or bidi controls
 * could make one alert read as another.
 */
function isUnsafe(code: number): boolean {
  if (code === 0x09 || code === 0x0a) return false;
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

/** The text with terminal-unsafe characters replaced by U+FFFD; line breaks and tabs kept. */
export function stripControlCharacters(text: string): string {
  let result = '';
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    result += isUnsafe(code) ? '\uFFFD' : text.charAt(index);
  }
  return result;
}

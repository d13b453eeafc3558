/** A JSON value, as JSON-LD holds it. */
export type JsonLd = string | number | boolean | null | readonly JsonLd[] | { readonly [key: string]: JsonLd | undefined };

const SCRIPT_UNSAFE: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` written as JSON
 * escapes, so no text (a title with `</script>` or `<!--`) can end the script element or open a
 * comment in it, and the value reads back unchanged; U+2028/2029 escaped too, for old parsers.
 */
export function scriptJson(value: JsonLd): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_UNSAFE[char] ?? char);
}

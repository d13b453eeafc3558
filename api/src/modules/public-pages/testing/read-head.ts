/** Reads a rendered head fragment the way a crawler would, for the tests. */

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** The content of `<meta name|property="key">`, unescaped; undefined when absent. */
export function metaContent(html: string, key: string): string | undefined {
  const pattern = new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`);
  const found = pattern.exec(html);
  return found?.[1] === undefined ? undefined : unescapeHtml(found[1]);
}

/** Every `<link rel="alternate" hreflang>` as `{ hreflang: href }`. */
export function alternates(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)" \/>/g)].map((match) => [match[1] ?? '', unescapeHtml(match[2] ?? '')]));
}

export function canonical(html: string): string | undefined {
  const found = /<link rel="canonical" href="([^"]*)" \/>/.exec(html);
  return found?.[1] === undefined ? undefined : unescapeHtml(found[1]);
}

export function title(html: string): string | undefined {
  const found = /<title>([^<]*)<\/title>/.exec(html);
  return found?.[1] === undefined ? undefined : unescapeHtml(found[1]);
}

/** The JSON-LD scripts' values, parsed. */
export function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? 'null'));
}

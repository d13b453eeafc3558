/** `${UPPER_CASE}` placeholders: the envsubst syntax the official nginx image fills in; nginx's own `$variables` are lower case. */
const PLACEHOLDER = /\$\{([A-Z][A-Z0-9_]*)\}/g;

/** The placeholder names a template uses, each once, in order of appearance. */
export function templatePlaceholders(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))];
}

/**
 * Fills an app's nginx.conf template the way the nginx image's entrypoint does. Unlike envsubst,
 * a placeholder without a value is an error, not an empty string: a config with `root /host-current`
 * would start and serve nothing.
 */
export function renderTemplate(template: string, values: Readonly<Record<string, string>>): string {
  const missing = templatePlaceholders(template).filter((name) => values[name] === undefined);
  if (missing.length > 0) throw new Error(`No value for placeholder(s): ${missing.join(', ')}`);
  return template.replace(PLACEHOLDER, (_match, name: string) => values[name] ?? '');
}

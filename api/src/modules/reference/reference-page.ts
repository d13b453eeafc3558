import { escapeHtml } from '../../http/html';
import type { OpenApiDocument } from './openapi';

/** `**bold**` and `` `code` `` of the document's description, nothing more. */
function inlineMarkup(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
}

function descriptionHtml(text: string): string {
  const blocks = text.split('\n\n').map((block) => {
    const lines = block.split('\n');
    const items = lines.filter((line) => line.startsWith('- '));
    const intro = lines.filter((line) => !line.startsWith('- '));
    const introHtml = intro.length === 0 ? '' : `<p>${inlineMarkup(intro.join(' '))}</p>`;
    const listHtml = items.length === 0 ? '' : `<ul>${items.map((item) => `<li>${inlineMarkup(item.slice(2))}</li>`).join('')}</ul>`;
    return introHtml + listHtml;
  });
  return blocks.join('\n');
}

function accessOf(security: Array<Record<string, string[]>> | undefined): string {
  if (security === undefined) return 'session where sign-in is needed';
  const scopes = security.flatMap((requirement) => requirement.apiKey ?? []);
  return `session or API key (<code>${scopes.map(escapeHtml).join(', ')}</code>)`;
}

const STYLE = `
  :root { color-scheme: light dark; --fg: #1b1f24; --bg: #ffffff; --muted: #4a5563; --line: #d0d7de; --get: #0b5cad; --post: #1a7f37; --del: #b42318; --patch: #8a4b00 }
  @media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --bg: #0d1117; --muted: #b1bac4; --line: #30363d; --get: #79c0ff; --post: #56d364; --del: #ff9492; --patch: #e3b341 } }
  body { font: 16px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); margin: 0 auto; padding: 1rem; max-width: 60rem }
  a { color: var(--get) } a:focus-visible { outline: 3px solid var(--get); outline-offset: 2px }
  code { font-family: ui-monospace, monospace; font-size: .9em; overflow-wrap: anywhere }
  table { border-collapse: collapse; width: 100% } th, td { text-align: left; vertical-align: top; padding: .4rem .5rem; border-bottom: 1px solid var(--line) }
  th { color: var(--muted); font-weight: 600 } .method { font-weight: 700; font-family: ui-monospace, monospace }
  .get { color: var(--get) } .post, .put { color: var(--post) } .delete { color: var(--del) } .patch { color: var(--patch) }
  @media (max-width: 40rem) { thead { display: none } tr { display: block; border-bottom: 1px solid var(--line); padding: .4rem 0 } td { display: block; border: 0; padding: .1rem 0 } }
`;

/**
 * The API reference as one static HTML page (no script, no external asset): each tag's operations
 * with their method, path, summary and who may call them, and a link to the full document.
 */
export function renderReferencePage(document: OpenApiDocument): string {
  const sections = document.tags.map((tag) => {
    const rows = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.tags.includes(tag.name))
        .map(
          ([method, operation]) => `<tr id="${escapeHtml(operation.operationId)}">
  <td class="method ${method}">${method.toUpperCase()}</td><td><code>${escapeHtml(path)}</code></td>
  <td>${inlineMarkup(operation.summary)}</td><td>${accessOf(operation.security)}</td></tr>`,
        ),
    );
    if (rows.length === 0) return '';
    return `<section aria-labelledby="tag-${tag.name}"><h2 id="tag-${tag.name}">${escapeHtml(tag.name)}</h2><p>${escapeHtml(tag.description)}</p>
<table><thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">What</th><th scope="col">Who may call</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table></section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
${descriptionHtml(document.info.description)}
<p>The whole description, with every request and answer schema: <a href="/api/openapi.json">OpenAPI 3.1 document (<code>/api/openapi.json</code>)</a>. Load it into any OpenAPI tool to browse it or generate a client.</p>
${sections.join('\n')}
</main></body></html>`;
}

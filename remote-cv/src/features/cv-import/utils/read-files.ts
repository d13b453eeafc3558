/** One document found in the picked files, named by file and position for the report. */
export interface PickedDocument {
  /** `cvs.json`, `cvs.json #3`, `cvs.jsonl line 12`. */
  source: string;
  document?: unknown;
  /** Why the document could not be read (bad JSON): reported without sending it. */
  unreadable?: string;
}

function parse(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    const value: unknown = JSON.parse(text);
    return { ok: true, value };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The documents of one file: a JSON object (one CV), a JSON array or `{ "resumes": [...] }` (many),
 * or JSON Lines (`.jsonl`, one CV per line).
 */
function documentsOfFile(name: string, text: string): PickedDocument[] {
  if (name.toLowerCase().endsWith('.jsonl')) {
    return text.split(/\r?\n/).flatMap((line, index): PickedDocument[] => {
      if (line.trim() === '') return [];
      const parsed = parse(line);
      const source = `${name} line ${index + 1}`;
      return [parsed.ok ? { source, document: parsed.value } : { source, unreadable: parsed.message }];
    });
  }
  const parsed = parse(text);
  if (!parsed.ok) return [{ source: name, unreadable: parsed.message }];
  const value = parsed.value;
  const list =
    Array.isArray(value) ? value
    : typeof value === 'object' && value !== null && 'resumes' in value && Array.isArray(value.resumes) ? value.resumes
    : null;
  if (list === null) return [{ source: name, document: value }];
  return list.map((document: unknown, index) => ({ source: `${name} #${index + 1}`, document }));
}

/** A file's text through FileReader (every browser, and jsdom, has it). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error(`${file.name} could not be read`));
    reader.readAsText(file);
  });
}

/** Reads every picked file (as UTF-8 text) into documents, in the order picked. */
export async function readPickedFiles(files: readonly File[]): Promise<PickedDocument[]> {
  const documents: PickedDocument[] = [];
  for (const file of files) documents.push(...documentsOfFile(file.name, await readText(file)));
  return documents;
}

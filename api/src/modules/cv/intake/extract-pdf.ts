import { getDocumentProxy } from 'unpdf';

/** Why a PDF could not be read. */
export class PdfRefusal extends Error {
  constructor(readonly reason: 'encrypted' | 'unreadable') {
    super(`PDF refused: ${reason}`);
  }
}

/** The text of a PDF's pages, and whether it carries scripts. */
export interface PdfText {
  text: string;
  scripts: boolean;
  pagesTruncated: boolean;
}

function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string' ? error.name : '';
}

/** Whether any object names a JavaScript action (uncompressed), or pdf.js found one. */
function hasScriptMarker(bytes: Buffer): boolean {
  return bytes.includes('/JavaScript') || bytes.includes('/JS ') || bytes.includes('/JS(') || bytes.includes('/JS<');
}

/**
 * Reads the text of a PDF with pdf.js (unpdf's build, pure JavaScript): page by page, a line break
 * where pdf.js sees the end of a line. Scripts are never run: pdf.js runs none outside its viewer's
 * sandbox (not loaded here), and this build generates no code for fonts either.
 */
export async function extractPdfText(bytes: Buffer, maxPages: number): Promise<PdfText> {
  let pdf;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), {
      disableFontFace: true,
      useSystemFonts: false,
      enableXfa: false,
      stopAtErrors: false,
      verbosity: 0,
    });
  } catch (error) {
    throw new PdfRefusal(errorName(error) === 'PasswordException' ? 'encrypted' : 'unreadable');
  }
  try {
    const pages = Math.min(pdf.numPages, maxPages);
    const texts: string[] = [];
    for (let number = 1; number <= pages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        if (item.hasEOL) text += '\n';
      }
      texts.push(text);
      page.cleanup();
    }
    const scripts = await pdf.hasJSActions().catch(() => false);
    return {
      text: texts.join('\n\n'),
      scripts: scripts || hasScriptMarker(bytes),
      pagesTruncated: pdf.numPages > maxPages,
    };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';

const FONT = readFileSync(join(__dirname, 'fonts', 'LiberationSans-Regular.ttf'));

/**
 * A text PDF: each line drawn on its own, top down, pages as needed, with a font that has Cyrillic.
 *
 * @param options.script - adds a JavaScript action run when the file opens (it must never run).
 */
export async function makePdf(lines: readonly string[], options: { script?: string } = {}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(FONT, { subset: true });
  let page = pdf.addPage([595, 842]);
  let y = 800;
  for (const line of lines) {
    if (y < 40) {
      page = pdf.addPage([595, 842]);
      y = 800;
    }
    if (line !== '') page.drawText(line, { x: 40, y, size: 11, font });
    y -= 16;
  }
  if (options.script !== undefined) {
    const action = pdf.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(options.script) });
    pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.register(action));
  }
  return Buffer.from(await pdf.save());
}

/** A PDF that is one picture and no text: what a scanner makes. */
export async function makeScannedPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  // A 1×1 grey PNG, stretched over the page.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==', 'base64');
  const image = await pdf.embedPng(png);
  pdf.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  return Buffer.from(await pdf.save());
}

/**
 * A PDF that needs a password: the standard security handler (RC4, revision 2) whose user
 * password check cannot pass with an empty password. pdf-lib cannot encrypt, so the dictionary
 * is written by hand; no reader gets past the password check to the (unencrypted) content.
 */
export async function makeEncryptedPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText('Secret CV', { x: 40, y: 700, font });
  const bytes32 = (fill: number) => PDFString.of(String.fromCharCode(...Array.from({ length: 32 }, (_, index) => (fill + index * 7) % 256)));
  const encrypt = pdf.context.obj({ Filter: 'Standard', V: 1, R: 2, Length: 40, P: -44, O: bytes32(11), U: bytes32(97) });
  pdf.context.trailerInfo.Encrypt = pdf.context.register(encrypt);
  pdf.context.trailerInfo.ID = pdf.context.obj([PDFString.of('0123456789abcdef'), PDFString.of('0123456789abcdef')]);
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** A real DOCX (the `docx` package): one paragraph per line. */
export async function makeDocx(lines: readonly string[]): Promise<Buffer> {
  const document = new Document({
    sections: [{ children: lines.map((line) => new Paragraph({ children: [new TextRun(line)] })) }],
  });
  return Packer.toBuffer(document);
}

/** A ZIP of one entry, deflated, written by hand: the shape of a DOCX without its content. */
export function makeZip(entries: ReadonlyArray<{ name: string; data: Buffer }>): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const compressed = deflateRawSync(entry.data, { level: 9 });
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(compressed.length, 20);
    // The size an archive declares is up to its maker: a bomb says it is small.
    central.writeUInt32LE(Math.min(entry.data.length, 1000), 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    directory.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** A "DOCX" whose document unpacks to `megabytes` of zeros (a few hundred KB packed). */
export function makeZipBombDocx(megabytes: number): Buffer {
  const types = Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"></Types>');
  return makeZip([
    { name: '[Content_Types].xml', data: types },
    { name: 'word/document.xml', data: Buffer.alloc(megabytes * 1024 * 1024, 0x20) },
  ]);
}

/** An English CV in the common layout: name, title, contacts, sections. */
export const ENGLISH_CV = [
  'John Smith',
  'Senior Backend Developer',
  'john.smith@example.com | +44 20 7946 0958',
  'Location: London',
  '',
  'Skills',
  'Go, PostgreSQL, Kubernetes',
  'Kafka; Redis',
  '',
  'Experience',
  'Senior Backend Developer at Globex',
  'Jan 2020 – Present',
  'Built the billing platform; zanzibarquux migrations.',
  'Backend Developer, Initech',
  'Mar 2016 – Dec 2019',
  '',
  'Education',
  'University of Leeds, BSc Computer Science',
];

/** A Russian CV in the hh.ru layout: period, employer, position. */
export const RUSSIAN_CV = [
  'Иванова Мария Сергеевна',
  'Ведущий аналитик данных',
  'Телефон: 8 (916) 123-45-67',
  'Почта: maria.ivanova@example.ru',
  'Город: Казань',
  '',
  'Ключевые навыки',
  'SQL, Python, Tableau',
  '',
  'Опыт работы',
  'Март 2019 — настоящее время',
  'ООО Ромашка',
  'Ведущий аналитик данных',
  'Считала метрики удержания; словоформа щелкунчиковый.',
  '09.2015 — 02.2019',
  'Банк Восток',
  'Аналитик',
  '',
  'Образование',
  'Казанский федеральный университет',
];

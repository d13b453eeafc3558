import type { CvDraftJob } from '@platform/contract';

const MONTHS: ReadonlyArray<readonly [number, RegExp]> = [
  [1, /^(jan(uary)?|янв(арь|аря)?)\.?$/i],
  [2, /^(feb(ruary)?|фев(раль|раля)?)\.?$/i],
  [3, /^(mar(ch)?|мар(т|та)?)\.?$/i],
  [4, /^(apr(il)?|апр(ель|еля)?)\.?$/i],
  [5, /^(may|ма[йя])\.?$/i],
  [6, /^(june?|июн(ь|я)?)\.?$/i],
  [7, /^(july?|июл(ь|я)?)\.?$/i],
  [8, /^(aug(ust)?|авг(уст|уста)?)\.?$/i],
  [9, /^(sep(t|tember)?|сен(т|тябрь|тября)?)\.?$/i],
  [10, /^(oct(ober)?|окт(ябрь|ября)?)\.?$/i],
  [11, /^(nov(ember)?|ноя(брь|бря)?)\.?$/i],
  [12, /^(dec(ember)?|дек(абрь|абря)?)\.?$/i],
];

const MONTH_WORD = '[A-Za-zА-Яа-яЁё]{3,9}\\.?';
/** A point in time: "March 2021", "мар 2021", "03.2021", "03/2021", "2021-03", or a year. */
const POINT = `(?:${MONTH_WORD}\\s+\\d{4}|\\d{1,2}[./]\\d{4}|\\d{4}-\\d{2}|\\d{4})`;
/** The end of a current job. */
const NOW = '(?:present|current|now|today|till now|по\\s+настоящее\\s+время|настоящее\\s+время|наст\\.?\\s*время|н\\.\\s?в\\.|сейчас|по\\s+н\\.\\s?в\\.)';
/** "Jan 2020 – Present", "2018 - 2020", "03.2019 — 05.2021", "с 2019 по 2021". */
export const PERIOD = new RegExp(`(?:^|[\\s(,|])(?:с\\s+|from\\s+)?(${POINT})\\s*(?:[-–—]+|to|по|до)\\s*(${POINT}|${NOW})(?=$|[\\s),|])`, 'iu');

function month(word: string): number | null {
  for (const [number, pattern] of MONTHS) if (pattern.test(word)) return number;
  return null;
}

/** "2021-03" of a point, null when it is no date (a month word not a month, a year out of range). */
export function pointDate(point: string): string | null {
  const trimmed = point.trim();
  let year: number;
  let monthNumber: number;
  let match: RegExpExecArray | null;
  if ((match = /^(\d{4})$/.exec(trimmed)) !== null) {
    year = Number(match[1]);
    monthNumber = 1;
  } else if ((match = /^(\d{4})-(\d{2})$/.exec(trimmed)) !== null) {
    year = Number(match[1]);
    monthNumber = Number(match[2]);
  } else if ((match = /^(\d{1,2})[./](\d{4})$/.exec(trimmed)) !== null) {
    monthNumber = Number(match[1]);
    year = Number(match[2]);
  } else if ((match = /^(\S+)\s+(\d{4})$/u.exec(trimmed)) !== null) {
    const found = month(match[1] ?? '');
    if (found === null) return null;
    monthNumber = found;
    year = Number(match[2]);
  } else {
    return null;
  }
  if (year < 1950 || year > 2100 || monthNumber < 1 || monthNumber > 12) return null;
  return `${year}-${String(monthNumber).padStart(2, '0')}`;
}

/** Words that join a position and an employer on one line: "Developer at Acme", "Разработчик в Яндексе". */
const JOINERS = /\s+(?:at|@|в|во)\s+/iu;
const SEPARATORS = /\s*(?:[|,;•·]|\s[-–—]\s)\s*/u;

/** A header line split into position and employer (the position first, as most CVs write it). */
function splitHeader(header: string): { position: string; name: string } {
  const joined = header.split(JOINERS);
  if (joined.length === 2) return { position: joined[0]?.trim() ?? '', name: joined[1]?.trim() ?? '' };
  const parts = header.split(SEPARATORS).filter((part) => part.trim() !== '');
  if (parts.length >= 2) return { position: parts[0]?.trim() ?? '', name: parts[1]?.trim() ?? '' };
  return { position: header.trim(), name: '' };
}

/** Whether a line could be a header (position or employer): short, not a sentence, not a date. */
function headerLike(line: string | undefined): line is string {
  if (line === undefined || line === '' || line.length > 120) return false;
  if (PERIOD.test(line) || /[.!?]$/.test(line)) return false;
  return !/^[-•·*]/.test(line);
}

/**
 * The jobs of an experience section: each line with a period starts one; its position and
 * employer are the rest of that line, or the line before it ("Developer, Acme" above "2020 –
 * 2022"), or the two lines after it (the hh.ru layout: period, employer, position).
 */
export function recogniseJobs(lines: readonly string[]): CvDraftJob[] {
  const jobs: CvDraftJob[] = [];
  const used = new Set<number>();
  lines.forEach((line, index) => {
    const match = PERIOD.exec(line);
    if (match === null) return;
    const startDate = pointDate(match[1] ?? '');
    if (startDate === null) return;
    const endText = match[2] ?? '';
    const endDate = new RegExp(`^${NOW}$`, 'iu').test(endText.trim()) ? '' : pointDate(endText);
    if (endDate === null) return;
    const rest = line.replace(match[0], ' ').replace(/[()]/g, ' ').replace(/^[\s,|–—-]+|[\s,|–—-]+$/g, '').trim();
    let header = { position: '', name: '' };
    if (rest.length >= 2) {
      header = splitHeader(rest);
    } else if (headerLike(lines[index - 1]) && !used.has(index - 1)) {
      header = splitHeader(lines[index - 1] ?? '');
      used.add(index - 1);
    }
    if (header.name === '' && headerLike(lines[index + 1])) {
      const next = lines[index + 1] ?? '';
      const after = lines[index + 2];
      if (header.position === '' && headerLike(after)) {
        header = { name: next, position: after };
        used.add(index + 2);
      } else if (header.position === '') {
        header = splitHeader(next);
      } else {
        header = { ...header, name: next };
      }
      used.add(index + 1);
    }
    jobs.push({ name: header.name.slice(0, 200), position: header.position.slice(0, 200), startDate, endDate });
  });
  return jobs.slice(0, 50);
}

import { findPhoneNumbersInText } from 'libphonenumber-js/max';
import type { CvDraft } from '@platform/contract';
import { PERIOD, recogniseJobs } from './recognise-work';

/** Section headings, English and Russian, by what follows them. */
const HEADINGS: ReadonlyArray<readonly ['skills' | 'work' | 'other', RegExp]> = [
  ['skills', /^(key\s+|technical\s+|core\s+|hard\s+)?(skills|competencies|technologies|tech(nology)?\s+stack|stack)|^(ключевые\s+|профессиональные\s+)?(навыки|компетенции|технологии|стек(\s+технологий)?)/iu],
  ['work', /^(work\s+|professional\s+|employment\s+)?(experience|employment(\s+history)?|work\s+history|career)|^опыт(\s+работы)?|^трудовая\s+деятельность|^места\s+работы/iu],
  [
    'other',
    /^(education|languages|summary|about(\s+me)?|profile|contacts?|projects|certificates|certifications|courses|interests|hobbies|references|образование|языки|знание\s+языков|о\s+себе|обо\s+мне|контакты|контактная\s+информация|проекты|сертификаты|курсы|увлечения|личные\s+качества|дополнительная\s+информация|резюме|цель)\b/iu,
  ],
];

/** The kind of section a line starts, if it is a heading (short, maybe ending with a colon). */
function heading(line: string): 'skills' | 'work' | 'other' | null {
  if (line.length > 40) return null;
  const bare = line.replace(/[:：]\s*$/, '').trim();
  for (const [kind, pattern] of HEADINGS) {
    const match = pattern.exec(bare);
    if (match !== null && match[0].length >= bare.length - 1) return kind;
  }
  return null;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u;
const LABELLED = {
  name: /^(name|full\s+name|имя|фио|ф\.и\.о\.)\s*[:：]\s*(.+)$/iu,
  label: /^(position|title|desired\s+position|role|желаемая\s+должность|должность|позиция)\s*[:：]\s*(.+)$/iu,
  city: /^(city|location|based\s+in|город|место\s+проживания|проживает)\s*[:：]\s*(.+)$/iu,
};

/** A person's name: 2–4 capitalised words of letters (Latin or Cyrillic), hyphens allowed. */
function nameLike(line: string): boolean {
  const words = line.split(/\s+/);
  return words.length >= 2 && words.length <= 4 && words.every((word) => /^\p{Lu}[\p{L}'’-]*\.?$/u.test(word)) && line.length <= 60;
}

/** A line that could be a job title: short, no digits, no contact details, no sentence. */
function titleLike(line: string): boolean {
  return line.length >= 2 && line.length <= 80 && !/\d|@|https?:|www\./i.test(line) && !/[.!?]$/.test(line) && heading(line) === null;
}

function labelled(lines: readonly string[], pattern: RegExp): string {
  for (const line of lines) {
    const match = pattern.exec(line);
    if (match !== null) return (match[2] ?? '').trim();
  }
  return '';
}

/** The lines of each section, by the kind of its heading. */
function sections(lines: readonly string[]): { head: string[]; skills: string[]; work: string[] } {
  const found: { head: string[]; skills: string[]; work: string[] } = { head: [], skills: [], work: [] };
  let current: 'head' | 'skills' | 'work' | 'other' = 'head';
  for (const line of lines) {
    const kind = heading(line);
    if (kind !== null) {
      current = kind;
      continue;
    }
    if (current !== 'other') found[current].push(line);
  }
  return found;
}

/** Skills: the items of the skills section, split on commas, bullets and the like. */
function skillsOf(lines: readonly string[]): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const line of lines) {
    // "Languages: Go, Python" lists skills after its own label.
    const items = line.replace(/^[^:：]{1,30}[:：]\s*/u, '').split(/\s*[,;•·|/]\s*|\s+[-–—]\s+|^\s*[-*]\s*/u);
    for (const item of items) {
      const skill = item.replace(/^[-*•·\s]+|[.\s]+$/gu, '').trim();
      if (skill.length < 1 || skill.length > 50 || skill.split(/\s+/).length > 4) continue;
      const key = skill.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      skills.push(skill);
    }
  }
  return skills.slice(0, 200);
}

/**
 * A draft CV from a file's text: what can be recognised with fair confidence in English and
 * Russian CVs, each field empty when it was not (the recruiter fills it in the review).
 */
export function recogniseDraft(text: string): CvDraft {
  const lines = text.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  const parts = sections(lines);
  const email = EMAIL.exec(text)?.[0] ?? '';
  // Russian CVs write local numbers (8 916 …): read without a country as Russian ones.
  const phone = findPhoneNumbersInText(text, { defaultCountry: 'RU' }).find((found) => found.number.isValid())?.number.number ?? '';
  const top = parts.head.slice(0, 12);
  const nameIndex = top.findIndex(nameLike);
  const name = labelled(top, LABELLED.name) || (nameIndex >= 0 ? (top[nameIndex] ?? '') : '');
  // The title is the first title-like line under the name; without a name, nothing tells it apart.
  const afterName = nameIndex >= 0 ? top.slice(nameIndex + 1, nameIndex + 4) : [];
  const jobs = recogniseJobs(parts.work.length > 0 ? parts.work : lines);
  const label =
    labelled(top, LABELLED.label) ||
    afterName.find((line) => titleLike(line) && !LABELLED.city.test(line) && !nameLike(line) && !PERIOD.test(line)) ||
    jobs[0]?.position ||
    '';
  return {
    name: name.slice(0, 200),
    label: label.slice(0, 200),
    email: email.slice(0, 320),
    phone,
    city: labelled(top, LABELLED.city).slice(0, 200),
    skills: skillsOf(parts.skills),
    work: jobs,
  };
}

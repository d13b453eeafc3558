import type { CvDraft, JsonResume } from '@platform/contract';

type Basics = NonNullable<JsonResume['basics']>;
type Job = NonNullable<JsonResume['work']>[number];

/** The JSON Resume document of a reviewed draft: its empty fields left out (JSON Resume has none). */
export function draftResume(draft: CvDraft): JsonResume {
  const basics: Basics = {};
  if (draft.name !== '') basics.name = draft.name;
  if (draft.label !== '') basics.label = draft.label;
  if (draft.email !== '') basics.email = draft.email;
  if (draft.phone !== '') basics.phone = draft.phone;
  if (draft.city !== '') basics.location = { city: draft.city };
  const resume: JsonResume = { basics };
  const skills = draft.skills.filter((skill) => skill !== '');
  if (skills.length > 0) resume.skills = skills.map((name) => ({ name }));
  const work = draft.work.flatMap((entry): Job[] => {
    const job: Job = {};
    if (entry.name !== '') job.name = entry.name;
    if (entry.position !== '') job.position = entry.position;
    if (entry.startDate !== '') job.startDate = entry.startDate;
    if (entry.endDate !== '') job.endDate = entry.endDate;
    return Object.keys(job).length === 0 ? [] : [job];
  });
  if (work.length > 0) resume.work = work;
  return resume;
}

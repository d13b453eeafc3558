import { useState } from 'react';
import type { SelectedCv } from '@platform/contract';

const keyOf = (cv: SelectedCv) => `${cv.type}:${cv.id}`;

/** CVs ticked in the results; the ticks stay while the recruiter pages, sorts or refines the search. */
export function useCvSelection() {
  const [ticked, setTicked] = useState<ReadonlyMap<string, SelectedCv>>(new Map());
  return {
    selected: [...ticked.values()],
    isSelected: (cv: SelectedCv) => ticked.has(keyOf(cv)),
    toggle: (cv: SelectedCv, on: boolean) =>
      setTicked((current) => {
        const next = new Map(current);
        if (on) next.set(keyOf(cv), { type: cv.type, id: cv.id });
        else next.delete(keyOf(cv));
        return next;
      }),
    clear: () => setTicked(new Map()),
  };
}

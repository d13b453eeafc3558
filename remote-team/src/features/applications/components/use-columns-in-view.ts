import { type RefObject, useLayoutEffect, useState } from 'react';
import type { ApplicationStage } from '@platform/contract';
import { columnsInView } from './columns-in-view';

/** What the board's box shows of its columns. */
export interface BoardView {
  /** The columns are wider than the box: it scrolls sideways. */
  overflowing: boolean;
  /** The stages whose columns show (at least half), in board order. */
  shown: ApplicationStage[];
}

const FITS: BoardView = { overflowing: false, shown: [] };

function sameView(a: BoardView, b: BoardView): boolean {
  return a.overflowing === b.overflowing && a.shown.join() === b.shown.join();
}

function isStage(value: string | undefined, stages: readonly ApplicationStage[]): value is ApplicationStage {
  return stages.some((stage) => stage === value);
}

/**
 * Measures which stage columns (`[data-stage]` children of the board) show in the board's box,
 * again on every sideways scroll and window resize.
 */
export function useColumnsInView(board: RefObject<HTMLElement | null>, stages: readonly ApplicationStage[]): BoardView {
  const [view, setView] = useState<BoardView>(FITS);
  useLayoutEffect(() => {
    const element = board.current;
    if (element === null) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const box = element.getBoundingClientRect();
      const columns = Array.from(element.querySelectorAll<HTMLElement>('[data-stage]')).flatMap((column) => {
        const key = column.dataset.stage;
        if (!isStage(key, stages)) return [];
        const { left, right } = column.getBoundingClientRect();
        return [{ key, left, right }];
      });
      const next: BoardView = { overflowing: element.scrollWidth > element.clientWidth, shown: columnsInView({ left: box.left, right: box.right }, columns) };
      setView((current) => (sameView(current, next) ? current : next));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    element.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      element.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [board, stages]);
  return view;
}

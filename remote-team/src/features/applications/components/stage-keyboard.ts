import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { APPLICATION_STAGES } from '@platform/contract';

/**
 * Arrow keys move a picked-up card one whole column left or right (dnd-kit's default moves it
 * 25 px per press: a dozen presses per column). Other keys leave the card where it is.
 */
export const stageKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  if (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft') return undefined;
  const card = context.collisionRect ?? context.activeNode?.getBoundingClientRect() ?? null;
  if (card === null) return undefined;
  event.preventDefault();
  const centre = card.left + card.width / 2;
  // Columns not measured yet (just after the pick-up) are read from the page.
  const columns = APPLICATION_STAGES.flatMap((stage) => {
    const rect = context.droppableRects.get(stage) ?? context.droppableContainers.get(stage)?.node.current?.getBoundingClientRect();
    return rect === undefined ? [] : [rect.left + rect.width / 2];
  }).sort((a, b) => a - b);
  const target = event.code === 'ArrowRight' ? columns.find((x) => x > centre + 1) : [...columns].reverse().find((x) => x < centre - 1);
  return target === undefined ? currentCoordinates : { x: currentCoordinates.x + (target - centre), y: currentCoordinates.y };
};

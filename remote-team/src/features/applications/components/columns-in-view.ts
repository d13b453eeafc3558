/** A horizontal extent on screen, in pixels. */
export interface Span {
  left: number;
  right: number;
}

/** How much of a column must show for it to count as shown (a sliver at the edge does not). */
const SHOWN_SHARE = 0.5;

/**
 * The keys of the columns at least half inside `viewport` (the board's visible box), in their order.
 *
 * @example columnsInView({ left: 0, right: 300 }, [{ key: 'new', left: 0, right: 176 }, { key: 'screening', left: 188, right: 364 }]) // ['new']
 */
export function columnsInView<K>(viewport: Span, columns: ReadonlyArray<Span & { key: K }>): K[] {
  return columns
    .filter(({ left, right }) => {
      const width = right - left;
      if (width <= 0) return false;
      const inside = Math.min(right, viewport.right) - Math.max(left, viewport.left);
      return inside / width >= SHOWN_SHARE;
    })
    .map(({ key }) => key);
}

/**
 * Where focus goes after a card moved. A move re-renders the card in another column: a new
 * element, so the focus it had would fall to the page. The board asks the moved card to take it
 * back, on its handle (after a drag) or on its "Move to" list (after a choice there).
 */
export interface CardFocusRequest {
  applicationId: number;
  target: 'handle' | 'move';
}

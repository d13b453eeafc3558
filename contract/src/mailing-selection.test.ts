import { mailingSelectionPath, parseMailingSelection } from './mailing-selection';

describe('the mailing selection address', () => {
  it('carries the ticked CVs to the mailings page and back', () => {
    const path = mailingSelectionPath(7, [
      { type: 'internal', id: 1 },
      { type: 'imported', id: 25 },
    ]);
    expect(path).toBe('/team/vacancy/7/Mailings?cvs=internal%3A1%2Cimported%3A25');
    expect(parseMailingSelection(new URL(path, 'http://x').searchParams.get('cvs'))).toEqual([
      { type: 'internal', id: 1 },
      { type: 'imported', id: 25 },
    ]);
  });

  it('leaves out malformed entries and repeats', () => {
    expect(parseMailingSelection('internal:1,bogus:2,internal:0,internal:1,imported:x,imported:3')).toEqual([
      { type: 'internal', id: 1 },
      { type: 'imported', id: 3 },
    ]);
    expect(parseMailingSelection(null)).toEqual([]);
  });
});

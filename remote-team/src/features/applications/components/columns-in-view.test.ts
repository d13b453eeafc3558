import { columnsInView } from './columns-in-view';

const COLUMNS = [
  { key: 'new', left: 0, right: 176 },
  { key: 'screening', left: 188, right: 364 },
  { key: 'interview', left: 376, right: 552 },
];

describe('columnsInView', () => {
  it('counts the columns at least half inside the visible box', () => {
    expect(columnsInView({ left: 0, right: 300 }, COLUMNS)).toEqual(['new', 'screening']);
    expect(columnsInView({ left: 0, right: 270 }, COLUMNS)).toEqual(['new']);
  });

  it('follows the scroll position', () => {
    expect(columnsInView({ left: 200, right: 560 }, COLUMNS)).toEqual(['screening', 'interview']);
  });

  it('counts every column of a board that fits, and none of a board not laid out', () => {
    expect(columnsInView({ left: 0, right: 1000 }, COLUMNS)).toEqual(['new', 'screening', 'interview']);
    expect(columnsInView({ left: 0, right: 0 }, COLUMNS.map((column) => ({ ...column, left: 0, right: 0 })))).toEqual([]);
  });
});

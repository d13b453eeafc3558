import { fitLabel } from './uplot-chart';

describe('fitLabel', () => {
  it('keeps a label that fits its room and cuts one that does not, with an ellipsis', () => {
    expect(fitLabel('Screening', 200)).toBe('Screening');
    expect(fitLabel('Собеседование', 40)).toBe('Собе…');
    expect(fitLabel('Offer', 4)).toBe('O…');
  });
});

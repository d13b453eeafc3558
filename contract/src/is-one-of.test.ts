import { isOneOf } from './is-one-of';

describe('isOneOf', () => {
  const COLOURS = ['red', 'green'] as const;

  it('narrows a value to the tuple it belongs to', () => {
    const value: unknown = 'green';
    expect(isOneOf(COLOURS, value)).toBe(true);
    if (isOneOf(COLOURS, value)) {
      const colour: (typeof COLOURS)[number] = value;
      expect(colour).toBe('green');
    }
  });

  it('refuses anything else, including another type that prints the same', () => {
    expect(isOneOf(COLOURS, 'blue')).toBe(false);
    expect(isOneOf([1, 2] as const, '1')).toBe(false);
    expect(isOneOf(COLOURS, undefined)).toBe(false);
  });
});

import { containsPattern } from './like';

describe('containsPattern', () => {
  it('wraps the text in wildcards', () => {
    expect(containsPattern('java')).toBe('%java%');
  });

  it('takes the pattern characters of the text literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

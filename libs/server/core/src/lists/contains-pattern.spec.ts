import { containsPattern } from './contains-pattern';

describe('containsPattern', () => {
  it('wraps the term and escapes the ILIKE wildcards and the escape character', () => {
    expect(containsPattern('ada')).toBe('%ada%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

import { formatCopyrightLine } from './copyright-line';

describe('formatCopyrightLine', () => {
  it('puts the symbol and the year before the owner', () => {
    expect(formatCopyrightLine('℗', 'Ana & The Approvals', 2027)).toBe('℗ 2027 Ana & The Approvals');
    expect(formatCopyrightLine('©', 'Vega Records', '2026')).toBe('© 2026 Vega Records');
  });

  it('says the year once when the text already starts with it (the doubled "2027 2027 …")', () => {
    expect(formatCopyrightLine('℗', '2027 Ana & The Approvals', 2027)).toBe('℗ 2027 Ana & The Approvals');
    expect(formatCopyrightLine('℗', '℗ 2027 Ana & The Approvals', 2027)).toBe('℗ 2027 Ana & The Approvals');
    expect(formatCopyrightLine('℗', '(P) 2027 Ana & The Approvals', 2027)).toBe('℗ 2027 Ana & The Approvals');
  });

  it('keeps the text as it is when no year is given', () => {
    expect(formatCopyrightLine('℗', '2019 Old Masters', null)).toBe('℗ 2019 Old Masters');
    expect(formatCopyrightLine('℗', 'Ana', null)).toBe('℗ Ana');
  });

  it('answers an empty string when there is nothing to say, and the year alone without an owner', () => {
    expect(formatCopyrightLine('℗', null, null)).toBe('');
    expect(formatCopyrightLine('℗', '  ', 2027)).toBe('℗ 2027');
  });
});

import { promoLanguage, promoLine, promoLineText } from './promo-line';

const base = { status: 'approved', releaseDate: '2030-05-01', storeIds: ['spotify'], today: '2030-04-01' };

describe('the promo line: out now, out on a date, or pre-save now, in the artist language', () => {
  it('says out now once the date has come, or with no date', () => {
    expect(promoLine({ ...base, today: '2030-05-01' })).toEqual({ kind: 'out_now', date: null });
    expect(promoLine({ ...base, releaseDate: null })).toEqual({ kind: 'out_now', date: null });
  });

  it('says pre-save before the date once approved with a store that takes pre-saves', () => {
    expect(promoLine(base)).toEqual({ kind: 'presave', date: '2030-05-01' });
    expect(promoLine({ ...base, status: 'live' }).kind).toBe('presave');
  });

  it('gives the date while waiting for review or when no store takes pre-saves', () => {
    expect(promoLine({ ...base, status: 'pending' })).toEqual({ kind: 'out_on', date: '2030-05-01' });
    expect(promoLine({ ...base, storeIds: ['tidal', 'napster'] })).toEqual({ kind: 'out_on', date: '2030-05-01' });
    expect(promoLine({ ...base, status: 'rejected' }).kind).toBe('out_on');
  });

  it('writes the words and the date in en, fr and es', () => {
    const on = { kind: 'out_on' as const, date: '2030-05-01' };
    expect(promoLineText(on, 'en')).toBe('Out 1 May 2030');
    expect(promoLineText(on, 'fr')).toBe('Sortie le 1 mai 2030');
    expect(promoLineText(on, 'es')).toBe('Sale el 1 de mayo de 2030');
    expect(promoLineText({ kind: 'out_now', date: null }, 'fr')).toBe('Disponible maintenant');
    expect(promoLineText({ kind: 'presave', date: '2030-05-01' }, 'en')).toBe('Pre-save now');
    expect(promoLineText({ kind: 'presave', date: '2030-05-01' }, 'es')).toBe('Pre-guárdalo ahora');
  });

  it('reads a language tag and falls back to English', () => {
    expect(promoLanguage('fr')).toBe('fr');
    expect(promoLanguage('fr-CA')).toBe('fr');
    expect(promoLanguage('ES_mx')).toBe('es');
    expect(promoLanguage('de')).toBe('en');
    expect(promoLanguage(null)).toBe('en');
    expect(promoLanguage('')).toBe('en');
  });
});

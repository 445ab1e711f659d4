import { countryOf, countsAsVisit, UNKNOWN_COUNTRY } from './visitor';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('a visit that counts', () => {
  it("is a person's GET: not a bot, not a HEAD, not a prefetch", () => {
    expect(countsAsVisit({ method: 'GET', headers: { 'user-agent': BROWSER } })).toBe(true);
    expect(countsAsVisit({ method: 'HEAD', headers: { 'user-agent': BROWSER } })).toBe(false);
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Twitterbot/1.0',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'curl/8.5.0',
    ]) {
      expect(countsAsVisit({ method: 'GET', headers: { 'user-agent': ua } })).toBe(false);
    }
    expect(countsAsVisit({ method: 'GET', headers: { 'user-agent': BROWSER, 'sec-purpose': 'prefetch;prerender' } })).toBe(false);
    expect(countsAsVisit({ method: 'GET', headers: { 'user-agent': BROWSER, purpose: 'prefetch' } })).toBe(false);
  });
});

describe('the country of an address', () => {
  it('comes from the shipped database, ZZ when unknown, private or not an address', () => {
    expect(countryOf('81.2.69.142')).toBe('GB');
    expect(countryOf('::ffff:8.8.8.8')).toBe('US');
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.1', '::1', 'not-an-ip', '', undefined]) expect(countryOf(ip)).toBe(UNKNOWN_COUNTRY);
  });
});

import { isIP } from 'node:net';
import { isbot } from 'isbot';

interface CountryDatabase {
  lookup(ip: string): { country?: string } | null;
}
let geoip: CountryDatabase | null = null;

/**
 * geoip-country ships its country database (about 9 MB read at load) and no types: loaded on the first visit
 * counted, so the CLI and the workers, which count none, never read it.
 */
function countryDatabase(): CountryDatabase {
  geoip ??= require('geoip-country') as CountryDatabase;
  return geoip;
}

/** The country of an unknown, private or reserved address. */
export const UNKNOWN_COUNTRY = 'ZZ';

export interface VisitRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
}

function header(request: VisitRequest, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/**
 * Whether a request is a person's visit: not a crawler or link-preview bot (isbot's kept list of user
 * agents), not a HEAD, not a browser prefetching the page before anyone opened it.
 */
export function countsAsVisit(request: VisitRequest): boolean {
  if (request.method !== 'GET') return false;
  const purpose = `${header(request, 'purpose')},${header(request, 'sec-purpose')},${header(request, 'x-purpose')},${header(request, 'x-moz')}`.toLowerCase();
  if (purpose.includes('prefetch') || purpose.includes('preview')) return false;
  return !isBotAgent(header(request, 'user-agent'));
}

/** isbot's list is one large pattern (about 5 µs a test); visitors share few user agents, so answers are kept. */
const agentAnswers = new Map<string, boolean>();

function isBotAgent(agent: string): boolean {
  let bot = agentAnswers.get(agent);
  if (bot === undefined) {
    bot = isbot(agent);
    if (agentAnswers.size >= 2000) agentAnswers.clear();
    if (agent.length <= 512) agentAnswers.set(agent, bot);
  }
  return bot;
}

/** The visitor's country from the address, which is then dropped: it is never stored or logged. */
export function countryOf(ip: string | undefined): string {
  if (!ip || !isIP(ip)) return UNKNOWN_COUNTRY;
  const country = countryDatabase().lookup(ip.startsWith('::ffff:') ? ip.slice(7) : ip)?.country;
  return country && /^[A-Z]{2}$/.test(country) ? country : UNKNOWN_COUNTRY;
}

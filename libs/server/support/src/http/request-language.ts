import type { FastifyRequest } from 'fastify';

export function requestLanguage(request: FastifyRequest): string | null {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase().split(/[-_;]/)[0];
  return first && /^[a-z]{2,3}$/.test(first) ? first : null;
}

import { CHAT_MESSAGES } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core/http';
import type { FastifyRequest } from 'fastify';
import { ChatErrors } from '../chat.errors';

/**
 * Where a stream resumes: `Last-Event-ID` (a reconnecting client) or `?after=`, null for live only.
 * Only a client that asks for text/event-stream gets one (406 otherwise), so a plain GET never hangs.
 */
export function streamRequest(request: FastifyRequest, after: unknown): string | null {
  const accept = String(request.headers.accept ?? '');
  if (!/\btext\/event-stream\b/i.test(accept)) throw ChatErrors.streamOnly();
  const header = request.headers['last-event-id'];
  const value = typeof header === 'string' && header.trim() !== '' ? header.trim() : after;
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !/^\d{1,18}$/.test(value)) throw DomainError.validation({ after: [CHAT_MESSAGES.lastIdInvalid] });
  return value;
}

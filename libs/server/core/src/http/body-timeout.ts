import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { statusErrorBody } from './http-exception.filter';

/** How long a request body may take to arrive, and how fast it must keep coming. */
export interface BodyTimeouts {
  /** Total time for a JSON (or any non-multipart) body, from its headers to its last byte. */
  jsonMs: number;
  /** Total time for a multipart upload. */
  uploadMs: number;
  /** Bytes per second a body must average over each window; 0 turns the rate check off. */
  minBytesPerSecond: number;
  /** The window the rate is averaged over; the first one is also the grace period. */
  rateWindowMs: number;
}

/** Why a body was cut, for the log line. */
export type BodyTimeoutReason = 'total' | 'rate';

/** A request that still has a body to come (a declared length or chunked), as Node's parser sees it. */
function bodyPending(raw: IncomingMessage): boolean {
  if (raw.complete) return false;
  const length = raw.headers['content-length'];
  return (length !== undefined && length !== '0') || raw.headers['transfer-encoding'] !== undefined;
}

/**
 * Watches one request's body until its last byte arrives. A body that outlasts its total time
 * (multipart uploads get their own, longer one) or falls below the minimum rate over a window is
 * answered 408 in our error shape with `Connection: close`, and its connection is closed: a
 * trickling client cannot hold a socket and a reader for minutes. Progress is read from the
 * socket's byte count, so the watch works for every reader (Fastify's JSON parser, the multipart
 * reader) without touching the stream; a window in which our own reader stopped (its buffer full)
 * is not held against the client. An upload cut this way fails its storage write, which removes
 * its temp file. Returns a function that stops the watch.
 */
export function watchBodyProgress(request: FastifyRequest, reply: FastifyReply, limits: BodyTimeouts, onCut?: (reason: BodyTimeoutReason) => void): () => void {
  const raw = request.raw;
  const socket = raw.socket;
  if (!socket || !bodyPending(raw)) return () => undefined;
  const upload = /^multipart\//i.test(String(raw.headers['content-type'] ?? ''));
  const minBytesPerWindow = (limits.minBytesPerSecond * limits.rateWindowMs) / 1000;
  let seen = socket.bytesRead;

  const stop = () => {
    clearTimeout(total);
    clearInterval(window);
    raw.off('end', stop);
    socket.off('close', stop);
  };
  const cut = (reason: BodyTimeoutReason) => {
    stop();
    if (raw.complete || socket.destroyed) return;
    onCut?.(reason);
    if (reply.sent || reply.raw.headersSent) {
      // Answered already (a refusal before the body was read): nothing left but to close.
      socket.destroy();
      return;
    }
    // Node ends the connection once this answer is written; the timer covers a peer that never reads it.
    reply.raw.once('finish', () => setTimeout(() => socket.destroy(), 1_000).unref());
    void reply.code(408).header('Connection', 'close').type('application/json; charset=utf-8').send(JSON.stringify(statusErrorBody(408)));
  };

  const total = setTimeout(() => cut('total'), upload ? limits.uploadMs : limits.jsonMs).unref();
  const window = setInterval(() => {
    if (raw.complete || socket.destroyed) return stop();
    const read = socket.bytesRead;
    const readerStalled = raw.readableLength >= raw.readableHighWaterMark;
    if (limits.minBytesPerSecond > 0 && !readerStalled && read - seen < minBytesPerWindow) return cut('rate');
    seen = read;
  }, limits.rateWindowMs).unref();
  raw.once('end', stop);
  socket.once('close', stop);
  return stop;
}

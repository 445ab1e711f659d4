import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { statusErrorBody } from './http-exception.filter';

/** How long a request body may take to arrive, and how fast it must keep coming. */
export interface BodyTimeouts {
  jsonMs: number;
  uploadMs: number;
  /** Bytes per second a body must average over each window; 0 turns the rate check off. */
  minBytesPerSecond: number;
  rateWindowMs: number;
}

/** Why a body was cut, for the log line. */
export type BodyTimeoutReason = 'total' | 'rate';

/** Whether a body is still to come: checked before watching, so a request without one costs nothing more. */
export function hasPendingBody(raw: IncomingMessage): boolean {
  if (raw.complete) return false;
  const length = raw.headers['content-length'];
  return (length !== undefined && length !== '0') || raw.headers['transfer-encoding'] !== undefined;
}

export function watchBodyProgress(request: FastifyRequest, reply: FastifyReply, limits: BodyTimeouts, onCut?: (reason: BodyTimeoutReason) => void): () => void {
  const raw = request.raw;
  const socket = raw.socket;
  if (!socket || !hasPendingBody(raw)) return () => undefined;
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

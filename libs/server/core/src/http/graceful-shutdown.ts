import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SHUTTING_DOWN_MESSAGE = 'The server is shutting down. Please try again in a few seconds.';
export const CUT_SHORT_MESSAGE = 'The server is shutting down and could not finish this request in time. Please try again.';

export interface DrainResult {
  /** Requests still running when the grace ran out: answered 503 and their connections closed. */
  cutShort: number;
}

export interface GracefulShutdown {
  readonly draining: boolean;
  /**
   * Readiness answers 503 at once and the server stops listening; requests in flight get up to
   * `graceMs` to finish. Those still running then are answered 503 and their connections closed,
   * which also ends their uploads (the partial file is deleted by the storage driver).
   */
  drain(graceMs: number): Promise<DrainResult>;
}

/**
 * Tracks requests in flight and answers the drain: during shutdown every answer carries
 * `Connection: close` (keep-alive clients reconnect elsewhere), and a request arriving on a
 * connection that is still open gets 503 with Retry-After in our error shape; liveness still answers.
 */
export function installGracefulShutdown(app: NestFastifyApplication): GracefulShutdown {
  const fastify = app.getHttpAdapter().getInstance();
  const inFlight = new Map<FastifyRequest, FastifyReply>();
  let draining = false;

  fastify.addHook('onRequest', (request, reply, done) => {
    if (draining && request.url !== '/api/health/live') {
      void reply
        .status(503)
        .header('Connection', 'close')
        .header('Retry-After', '5')
        .send({ message: SHUTTING_DOWN_MESSAGE, code: 'shutting_down' });
      return;
    }
    inFlight.set(request, reply);
    // 'close' fires when the answer is out or the client went away: either way it no longer counts.
    reply.raw.once('close', () => inFlight.delete(request));
    done();
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) void reply.header('Connection', 'close');
    done(null, payload);
  });

  return {
    get draining() {
      return draining;
    },
    async drain(graceMs) {
      draining = true;
      // Stops listening now; resolves once every connection has closed.
      const closed = app.getHttpAdapter().close() as Promise<void>;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        closed.then(() => false),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), graceMs))),
      ]);
      clearTimeout(timer);
      if (!timedOut) return { cutShort: 0 };

      const left = [...inFlight.entries()];
      for (const [request, reply] of left) {
        if (!reply.sent && !reply.raw.headersSent) {
          void reply.status(503).header('Connection', 'close').header('Retry-After', '5').send({ message: CUT_SHORT_MESSAGE, code: 'shutting_down' });
        }
        // Whatever the handler still does, its connection ends: a body still streaming in errors
        // (and its temp file goes), and nothing more is sent.
        const socket = request.raw.socket;
        if (reply.raw.writableFinished) socket?.destroy();
        else reply.raw.once('finish', () => socket?.destroy());
      }
      // Answers are out after a moment; then every connection goes, so the close completes.
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
      (fastify.server as { closeAllConnections?: () => void }).closeAllConnections?.();
      await closed;
      return { cutShort: left.length };
    },
  };
}

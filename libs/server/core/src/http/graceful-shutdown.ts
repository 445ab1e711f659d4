import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SHUTTING_DOWN_MESSAGE = 'The server is shutting down. Please try again in a few seconds.';
export const CUT_SHORT_MESSAGE = 'The server is shutting down and could not finish this request in time. Please try again.';

export interface DrainResult {
  cutShort: number;
}

export interface GracefulShutdown {
  readonly draining: boolean;
  drain(graceMs: number): Promise<DrainResult>;
}

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
        const socket = request.raw.socket;
        if (reply.raw.writableFinished) socket?.destroy();
        else reply.raw.once('finish', () => socket?.destroy());
      }
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
      (fastify.server as { closeAllConnections?: () => void }).closeAllConnections?.();
      await closed;
      return { cutShort: left.length };
    },
  };
}

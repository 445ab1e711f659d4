import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import { LIVENESS_PATH } from './health.controller';

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
  /** Requests in flight, by their Node response: the drain answers those left after the grace. */
  const inFlight = new Map<ServerResponse, FastifyReply>();
  // One listener for all requests, not a closure each: 'close' fires when the answer is out or the
  // client went away, either way the request no longer counts.
  const settled = function (this: ServerResponse) {
    inFlight.delete(this);
  };
  let draining = false;

  fastify.addHook('onRequest', (request, reply, done) => {
    if (draining) {
      if (request.url !== LIVENESS_PATH) {
        void reply
          .status(503)
          .header('Connection', 'close')
          .header('Retry-After', '5')
          .send({ message: SHUTTING_DOWN_MESSAGE, code: 'shutting_down' });
        return;
      }
      void reply.header('Connection', 'close');
    }
    // The liveness probe is answered synchronously, in this turn, so it can never be left for the drain to cut short.
    if (request.url === LIVENESS_PATH) return done();
    inFlight.set(reply.raw, reply);
    reply.raw.on('close', settled);
    done();
  });

  return {
    get draining() {
      return draining;
    },
    async drain(graceMs) {
      draining = true;
      // Answers still to come end their connection (those arriving from now on get it above).
      for (const res of inFlight.keys()) if (!res.headersSent) res.setHeader('Connection', 'close');
      const closed = app.getHttpAdapter().close() as Promise<void>;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        closed.then(() => false),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), graceMs))),
      ]);
      clearTimeout(timer);
      if (!timedOut) return { cutShort: 0 };

      const left = [...inFlight.values()];
      for (const reply of left) {
        if (!reply.sent && !reply.raw.headersSent) {
          void reply.status(503).header('Connection', 'close').header('Retry-After', '5').send({ message: CUT_SHORT_MESSAGE, code: 'shutting_down' });
        }
        const socket = reply.request.raw.socket;
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

import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, concatMap, from, Observable, of, throwError } from 'rxjs';
import { RequestContext } from '../context/request-context';
import { isDatabaseUnavailableError } from '../database/connection-errors';
import { DomainError } from '../http/domain-error';
import { IdempotencyService, idempotencyRequestHash } from './idempotency.service';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly idempotency: IdempotencyService) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    const key = Array.isArray(header) ? header[0] : header;
    if (key === undefined || key === '') return next.handle();
    if (!VALID_KEY.test(key)) {
      throw new DomainError('idempotency_key_invalid', 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.', 422);
    }

    const actorId = RequestContext.current()?.actor?.id;
    const scope = actorId ? String(actorId) : `anon:${request.ip}`;
    const path = request.url.split('?')[0];
    const claim = await this.idempotency.claim(scope, key, idempotencyRequestHash(request.method, path, request.body));

    if (claim.kind === 'replay') {
      void reply.status(claim.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return of(claim.body);
    }
    let committed = false;
    return next.handle().pipe(
      concatMap(async (body: unknown) => {
        const status = reply.statusCode;
        await this.idempotency.complete(claim.id, status, body).catch((error: unknown) => {
          if (isDatabaseUnavailableError(error)) {
            // The handler's work is committed: keep the key for its answer, never free it for a second run.
            committed = true;
            this.idempotency.settleLater(() => this.idempotency.complete(claim.id, status, body));
          }
          throw error;
        });
        return body;
      }),
      catchError((error: unknown) => {
        if (committed) return throwError(() => error);
        const released = this.idempotency.release(claim.id).catch((releaseError: unknown) => {
          if (!isDatabaseUnavailableError(releaseError)) throw releaseError;
          this.idempotency.settleLater(() => this.idempotency.release(claim.id));
        });
        return from(released).pipe(concatMap(() => throwError(() => error)));
      }),
    );
  }
}

import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { map, Observable } from 'rxjs';
import { CONTENT_RANGE } from './list-query';

/** Adds `Content-Range` to any answer built by `toPage` (react-admin reads the total from it). */
@Injectable()
export class ListHeadersInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((body) => {
        const range = body && typeof body === 'object' ? (body as Record<symbol, unknown>)[CONTENT_RANGE] : undefined;
        if (typeof range === 'string') context.switchToHttp().getResponse<FastifyReply>().header('Content-Range', range);
        return body;
      }),
    );
  }
}

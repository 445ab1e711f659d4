import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import { toErrorResponse } from '@soundpost/server-core/http';
import type { FastifyReply } from 'fastify';

@Catch()
export class ProfileErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, body, headers } = toErrorResponse(exception);
    if (status >= 500) this.logger.error({ err: exception }, (exception as Error)?.stack ?? String(exception));
    if (headers) reply.headers(headers);
    void reply.status(status).send({ ...body, error: body.message });
  }
}

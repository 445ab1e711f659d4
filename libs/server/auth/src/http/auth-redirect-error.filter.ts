import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AuthRedirectError } from '../auth.errors';

@Catch(AuthRedirectError)
export class AuthRedirectErrorFilter implements ExceptionFilter {
  catch(error: AuthRedirectError, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    void reply.status(error.status).send({ message: error.message, code: error.code, redirect_to: error.redirectTo });
  }
}

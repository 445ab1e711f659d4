import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import { DomainError, toErrorResponse } from '@soundpost/server-core/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fanPage, notifyForm, pageLanguage, word } from './fan-pages';

/** A fan's browser posted a form or followed a link: it reads pages; a script asks for JSON. */
export function wantsJson(request: FastifyRequest): boolean {
  return /\bapplication\/json\b/i.test(String(request.headers.accept ?? ''));
}

/**
 * Errors of the fans' pages as a page (a malformed address: the form again, with the message), or as
 * the API's JSON error for a client that asked for JSON. Unexpected errors stay with the global filter.
 */
@Catch(DomainError, HttpException)
export class FanPageErrorFilter implements ExceptionFilter {
  catch(exception: DomainError | HttpException, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, body, headers } = toErrorResponse(exception);
    if (headers) void reply.headers(headers);
    if (wantsJson(request)) {
      void reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
      return;
    }
    const language = pageLanguage(request.headers['accept-language']);
    const slug = (request.params as { slug?: unknown } | undefined)?.slug;
    const form = status === 422 && typeof slug === 'string' && request.method === 'POST' ? notifyForm(language, slug, emailOf(request.body)) : undefined;
    const title = form ? word(language, 'notifyTitle') : word(language, 'errorTitle');
    void reply.status(status).type('text/html; charset=utf-8').send(fanPage(language, { title, error: body.message, extra: form }));
  }
}

function emailOf(body: unknown): string {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : '';
}

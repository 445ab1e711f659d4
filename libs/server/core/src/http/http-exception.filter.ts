import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailableError } from '../database/connection-errors';
import { DomainError } from './domain-error';
import { multipartClientError } from './multipart-reader';

export interface ErrorBody {
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
}

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'too_many_requests',
  431: 'request_header_fields_too_large',
  503: 'service_unavailable',
};

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Bad request.',
  401: 'Unauthenticated.',
  403: 'Forbidden.',
  404: 'Not found.',
  408: 'The request took too long to arrive.',
  413: 'The upload is too large.',
  414: 'The request URL is too long.',
  415: 'Unsupported content type.',
  429: 'Too many requests. Please try again later.',
  431: 'The request URL or headers are too large.',
  503: 'Service unavailable. Please try again later.',
};

export function statusErrorBody(status: number): ErrorBody {
  return { message: DEFAULT_MESSAGES[status] ?? 'Bad request.', code: STATUS_CODES[status] ?? 'bad_request' };
}

export function toErrorResponse(exception: unknown): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  if (exception instanceof DomainError) {
    return {
      status: exception.status,
      body: { ...exception.details, message: exception.message, code: exception.code, ...(exception.errors ? { errors: exception.errors } : {}) },
      headers: exception.headers,
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    let message = DEFAULT_MESSAGES[status] ?? exception.message;
    let code = STATUS_CODES[status];
    if (typeof response === 'string') message = response;
    else if (response && typeof response === 'object') {
      const r = response as { message?: unknown; code?: unknown };
      if (typeof r.message === 'string' && !/^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(r.message)) message = r.message;
      else if (Array.isArray(r.message)) message = r.message.join(' ');
      if (typeof r.code === 'string') code = r.code;
    }
    return { status, body: { message, ...(code ? { code } : {}) } };
  }
  // The database is down or restarting: the client may retry shortly, so never a 500.
  if (isDatabaseUnavailableError(exception)) {
    return {
      status: 503,
      body: { message: DATABASE_UNAVAILABLE_MESSAGE, code: 'database_unavailable' },
      headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    };
  }
  if (exception instanceof QueryFailedError) {
    const pgCode = (exception as QueryFailedError & { driverError?: { code?: string } }).driverError?.code;
    if (pgCode === '23505') return { status: 409, body: { message: 'This record already exists.', code: 'conflict' } };
    if (pgCode === '57014') return { status: 503, body: { message: DEFAULT_MESSAGES[503], code: 'timeout' } };
    if (pgCode && ['22P02', '22003', '22007', '22008', '22001', '22021', '22P05', '54000', '2201W', '2201X'].includes(pgCode)) {
      return { status: 422, body: { message: 'The given data was invalid.', code: 'validation_failed' } };
    }
  }
  const multipartError = multipartClientError(exception);
  if (multipartError instanceof DomainError) return toErrorResponse(multipartError);
  const fastifyError = exception as { statusCode?: number; code?: string; message?: string };
  if (fastifyError && typeof fastifyError.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    const status = fastifyError.statusCode;
    const message =
      fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'The request body is not valid JSON.'
        : (DEFAULT_MESSAGES[status] ?? fastifyError.message ?? 'Bad request.');
    return { status, body: { message, code: STATUS_CODES[status] ?? 'bad_request' } };
  }
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { message: 'Internal server error.', code: 'internal_error' } };
}

export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

const CONNECTION_GONE_CODES = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE', 'FST_MP_PREMATURE_CLOSE']);

export function connectionGone(request: FastifyRequest | undefined, exception: unknown): boolean {
  const raw = request?.raw;
  if (!raw || !(raw.aborted || raw.socket?.destroyed)) return false;
  const e = exception as { code?: unknown; message?: unknown; syscall?: unknown } | null;
  if (!e || typeof e !== 'object' || typeof e.syscall === 'string') return false;
  return (typeof e.code === 'string' && CONNECTION_GONE_CODES.has(e.code)) || e.message === 'aborted' || e.message === 'Premature close';
}

@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  constructor(private readonly spaFallback?: SpaFallback) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const request = ctx.getRequest<FastifyRequest>();
    if (connectionGone(request, exception)) {
      this.logger.log({ reqId: request?.id, method: request?.method, url: request?.url, err: (exception as Error)?.message }, 'request aborted: the connection closed before the request was read');
      if (!reply.sent) void reply.status(400).send(statusErrorBody(400));
      return;
    }
    const { status, body, headers } = toErrorResponse(exception);
    if (status === 404 && this.spaFallback?.(request, reply)) return;
    if (body.code === 'database_unavailable' || body.code === 'not_ready') {
      this.logger.warn({ reqId: request?.id, url: request?.url, err: (exception as Error)?.message }, body.code === 'not_ready' ? 'not ready' : 'database unavailable');
    } else if (status >= 500) {
      this.logger.error({ err: exception, reqId: request?.id, url: request?.url }, (exception as Error)?.stack ?? String(exception));
    }
    if (headers) reply.headers(headers);
    void reply.status(status).send(body);
  }
}

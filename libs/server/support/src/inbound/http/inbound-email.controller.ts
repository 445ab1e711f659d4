import { timingSafeEqual, createHash } from 'node:crypto';
import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { INBOUND_EMAIL_MESSAGES, type InboundEmailResponse } from '@soundpost/contracts';
import { ApiErrors, ApiJson, discardRestOfBody, DomainError, Public } from '@soundpost/server-core/http';
import type { FastifyRequest } from 'fastify';
import { SupportSettings } from '../../support.settings';
import { InboundEmailService } from '../inbound-email.service';
import { INBOUND_EMAIL_MEDIA_TYPES, INBOUND_EMAIL_ROUTE, inboundBody } from './inbound-email.route';

/** The secret from `Authorization: Bearer <secret>`, or the password of basic auth (providers put it in the URL). */
export function presentedSecret(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, value = ''] = header.trim().split(/\s+/, 2);
  if (/^bearer$/i.test(scheme)) return value;
  if (/^basic$/i.test(scheme)) {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon >= 0 ? decoded.slice(colon + 1) : null;
  }
  return null;
}

/** Constant-time: both sides hashed first, so neither the content nor the length leaks through timing. */
export function sameSecret(presented: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

@ApiTags('support: inbound e-mail')
@Controller('support/inbound-email')
export class InboundEmailController {
  constructor(
    private readonly inbound: InboundEmailService,
    private readonly settings: SupportSettings,
  ) {}

  /** POST /api/support/inbound-email: the raw MIME message a mail provider forwards (docs/support-email.md). */
  @Post()
  // No user session: the mail provider authenticates with the shared INBOUND_EMAIL_SECRET.
  @Public()
  @HttpCode(202)
  @RouteConfig({ [INBOUND_EMAIL_ROUTE]: true })
  @ApiConsumes(...INBOUND_EMAIL_MEDIA_TYPES)
  @ApiBody({ description: 'The raw message (RFC 5322), as the provider received it', schema: { type: 'string', format: 'binary' }, required: true })
  @ApiJson(202, 'InboundEmailResponse', 'Accepted: replied, ticket opened, answered automatically, ignored, or a duplicate')
  @ApiErrors(401, 413, 422)
  async receive(@Req() request: FastifyRequest): Promise<InboundEmailResponse> {
    const presented = presentedSecret(request.headers.authorization);
    if (presented === null || !sameSecret(presented, this.settings.inboundSecret)) {
      discardRestOfBody(request.raw);
      throw new DomainError('inbound_unauthorized', INBOUND_EMAIL_MESSAGES.inbound_unauthorized, 401);
    }
    const declared = Number(request.headers['content-length']);
    try {
      return await this.inbound.receive(inboundBody(request), Number.isFinite(declared) ? declared : undefined);
    } catch (error) {
      discardRestOfBody(request.raw);
      throw error;
    }
  }
}

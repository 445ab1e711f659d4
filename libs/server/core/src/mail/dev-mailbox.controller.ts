import { CanActivate, Controller, Get, Inject, Injectable, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DomainError } from '../http/domain-error';
import { ApiErrors, ApiJson } from '../http/openapi';
import { DevMailboxQuery } from './dev-mailbox.query';
import { MailService, OutboxMessage } from './mail.service';
import { Public } from '../http/route-access';

/**
 * The dev mailbox exists only when `config.mail.devMailbox` (never in production, never with
 * SMTP_URL): otherwise the route answers exactly like an unknown one, revealing nothing.
 */
@Injectable()
export class DevMailboxEnabledGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}
  canActivate(): boolean {
    if (!this.config.mail.devMailbox) throw DomainError.notFound();
    return true;
  }
}

/** Lets a developer read the mail the app "sent" without an SMTP server, e.g. a sign-up code. */
// A development tool: outside development it answers 404 like an unknown route.
@ApiTags('dev')
@ApiErrors(404, 503)
@Public()
@Controller('dev/mail')
@UseGuards(DevMailboxEnabledGuard)
export class DevMailboxController {
  constructor(private readonly mail: MailService) {}

  /** GET /api/dev/mail?to=<address>[&limit=n]: that address's messages, newest first. */
  @Get()
  @ApiJson(200, 'DevMailboxMessage[]', "That address's messages, newest first")
  @ApiErrors(422)
  list(@Query() query: DevMailboxQuery): Promise<OutboxMessage[]> {
    return this.mail.listOutbox({ to: query.to, limit: query.limit ?? 50 });
  }
}

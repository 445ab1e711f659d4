import { Controller, Get, Headers, Inject, Param, Query, Req, Res, UseFilters } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '@soundpost/server-core/config';
import { Public, requestSiteUrl } from '@soundpost/server-core/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FanPageErrorFilter } from '../../fans/http/fan-page-error.filter';
import { fanPage, linkButtons, pageLanguage, word } from '../../fans/http/fan-pages';
import { PresaveService } from '../presave.service';

/**
 * Pre-save: off to the store's authorisation with a signed state, back through the callback, and the
 * sandbox's own consent page standing in for a store when no keys are configured. Pages, not API.
 */
@ApiExcludeController()
@Public()
@UseFilters(FanPageErrorFilter)
@Controller('l')
export class LinkPresaveController {
  constructor(
    private readonly presave: PresaveService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('presave/callback')
  async callback(@Query() query: Record<string, unknown>, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    void reply.redirect(await this.presave.callback(query, requestSiteUrl(request, this.config)), 302);
  }

  @Get('sandbox/authorize')
  async sandboxAuthorize(@Query() query: Record<string, unknown>, @Req() request: FastifyRequest, @Headers('accept-language') acceptLanguage: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    const consent = await this.presave.sandboxConsent(query, requestSiteUrl(request, this.config));
    const language = pageLanguage(acceptLanguage);
    const values = { store: consent.storeName, title: consent.title, artist: consent.artist };
    const page = fanPage(language, {
      title: word(language, 'sandboxTitle', values),
      paragraphs: [word(language, 'sandboxText', values)],
      extra: linkButtons([
        { href: consent.allowUrl, label: word(language, 'allow') },
        { href: consent.denyUrl, label: word(language, 'deny'), secondary: true },
      ]),
    });
    void reply.type('text/html; charset=utf-8').send(page);
  }

  @Get(':slug/presave/:store_id')
  async start(@Param('slug') slug: string, @Param('store_id') storeId: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    void reply.redirect(await this.presave.start(slug, storeId, requestSiteUrl(request, this.config)), 302);
  }
}

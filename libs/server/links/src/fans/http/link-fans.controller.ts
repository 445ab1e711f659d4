import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Req, Res, UseFilters } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { MessageResponse } from '@soundpost/contracts';
import { APP_CONFIG, type AppConfig } from '@soundpost/server-core/config';
import { Public, requestSiteUrl } from '@soundpost/server-core/http';
import { IpRateLimit } from '@soundpost/server-core/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fanUnsubscribePath, LinkFansService } from '../link-fans.service';
import { FanPageErrorFilter, wantsJson } from './fan-page-error.filter';
import { fanPage, pageLanguage, postButton, word } from './fan-pages';
import { LinkNotifyDto } from './link-notify.dto';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * "Notify me on release day" on a link's pre-save page: the form post, the double opt-in's confirmation
 * link and the one-click unsubscribe (RFC 8058: a POST with no questions asked). Pages, not API.
 */
@ApiExcludeController()
@Public()
@UseFilters(FanPageErrorFilter)
@Controller('l')
export class LinkFansController {
  constructor(
    private readonly fans: LinkFansService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post(':slug/notify')
  @HttpCode(200)
  // One counter with the other routes that send a mail to a typed address (sign-up and login codes).
  @IpRateLimit('code-send')
  async notify(@Param('slug') slug: string, @Body() body: LinkNotifyDto, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const language = pageLanguage(request.headers['accept-language']);
    const link = await this.fans.subscribe(slug, body.email, language, requestSiteUrl(request, this.config));
    const text = word(language, 'checkText', { title: link.title });
    if (wantsJson(request)) {
      void reply.type('application/json; charset=utf-8').send(JSON.stringify({ message: text } satisfies MessageResponse));
      return;
    }
    const page = fanPage(language, { title: word(language, 'checkTitle'), paragraphs: [text], back: { href: `/l/${encodeURIComponent(link.slug)}`, label: word(language, 'back') } });
    void reply.type('text/html; charset=utf-8').send(page);
  }

  /** The link in the mail: a page with the button, so a mail scanner's GET opts nobody in. */
  @Get('notify/confirm/:token')
  async confirmPage(@Param('token') token: string, @Headers('accept-language') acceptLanguage: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    const language = pageLanguage(acceptLanguage);
    const link = TOKEN.test(token) ? await this.fans.confirmTarget(token) : null;
    if (!link) return this.invalid(reply, language);
    const page = fanPage(language, {
      title: word(language, 'confirmTitle'),
      paragraphs: [word(language, 'confirmText', { title: link.title, artist: link.artist })],
      extra: postButton(`/l/notify/confirm/${encodeURIComponent(token)}`, word(language, 'confirmButton')),
    });
    void reply.type('text/html; charset=utf-8').send(page);
  }

  @Post('notify/confirm/:token')
  @HttpCode(200)
  async confirm(@Param('token') token: string, @Headers('accept-language') acceptLanguage: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    const language = pageLanguage(acceptLanguage);
    const link = TOKEN.test(token) ? await this.fans.confirm(token) : null;
    if (!link) return this.invalid(reply, language);
    const page = fanPage(language, {
      title: word(language, 'confirmedTitle'),
      paragraphs: [word(language, 'confirmedText', { title: link.title, artist: link.artist })],
      back: { href: `/l/${encodeURIComponent(link.slug)}`, label: word(language, 'back') },
    });
    void reply.type('text/html; charset=utf-8').send(page);
  }

  private invalid(reply: FastifyReply, language: ReturnType<typeof pageLanguage>): void {
    void reply.status(404).type('text/html; charset=utf-8').send(fanPage(language, { title: word(language, 'invalidTitle'), paragraphs: [word(language, 'invalidText')] }));
  }

  /** The link in the mail: a page with the button, so a mail scanner's GET unsubscribes nobody. */
  @Get('notify/unsubscribe/:token')
  async unsubscribePage(@Param('token') token: string, @Headers('accept-language') acceptLanguage: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    const language = pageLanguage(acceptLanguage);
    const link = TOKEN.test(token) ? await this.fans.unsubscribeTarget(token) : null;
    const page = link
      ? fanPage(language, {
          title: word(language, 'unsubscribeTitle'),
          paragraphs: [word(language, 'unsubscribeText', { title: link.title })],
          extra: postButton(fanUnsubscribePath(token), word(language, 'unsubscribeButton')),
        })
      : fanPage(language, { title: word(language, 'unsubscribedTitle'), paragraphs: [word(language, 'unsubscribedText')] });
    void reply.type('text/html; charset=utf-8').send(page);
  }

  /** One click (the page's button, or the mail client's List-Unsubscribe-Post): the row goes at once. */
  @Post('notify/unsubscribe/:token')
  @HttpCode(200)
  async unsubscribe(@Param('token') token: string, @Headers('accept-language') acceptLanguage: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    if (TOKEN.test(token)) await this.fans.unsubscribe(token);
    const language = pageLanguage(acceptLanguage);
    void reply.type('text/html; charset=utf-8').send(fanPage(language, { title: word(language, 'unsubscribedTitle'), paragraphs: [word(language, 'unsubscribedText')] }));
  }
}

import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { PAGE_SECURITY_HEADERS, PlainRoute, Public } from '@soundpost/server-core/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LinkCounterService } from '../../counting/link-counter.service';
import { countryOf, countsAsVisit } from '../../counting/visitor';
import { pageLanguage } from '../accept-language';
import { LinkCardService } from '../link-card.service';
import { LinkCoverService } from '../link-cover.service';
import { LINK_PAGE_CSP, renderNotFoundPage } from '../link-page.template';
import { LinkPageService } from '../link-page.service';
import { PAGE_LANGUAGES, type PageLanguage } from '../link-page.strings';

const NOT_FOUND_PAGES = new Map<PageLanguage, string>(PAGE_LANGUAGES.map((language) => [language, renderNotFoundPage(language)]));

/**
 * The pages fans open, server-rendered outside /api (core routes `l/...` without the prefix): a
 * release's page, its store redirects and its small cover. Not in the OpenAPI document: they answer
 * HTML, redirects and images, not the API's JSON.
 */
@ApiExcludeController()
@Public()
@Controller('l')
export class PublicLinkController {
  constructor(
    private readonly pages: LinkPageService,
    private readonly counter: LinkCounterService,
    private readonly covers: LinkCoverService,
    private readonly cards: LinkCardService,
  ) {}

  @Get(':slug')
  async page(@Param('slug') slug: string, @Query() query: Record<string, unknown>, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const language = pageLanguage(request.headers['accept-language']);
    const channel = typeof query.c === 'string' ? query.c : undefined;
    const presaved = typeof query.presaved === 'string' ? query.presaved : undefined;
    const page = await this.pages.page(slug, { language, channel, presaved });
    if (!page) return notFound(reply, language);
    if (countsAsVisit(request)) this.counter.view(page.link.linkId, this.pages.channelOf(page.link, channel), countryOf(request.ip));
    await reply
      .code(200)
      .header('Content-Security-Policy', LINK_PAGE_CSP)
      .header('Vary', varyOnLanguage(reply))
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page.html);
  }

  /**
   * A click on a store button: answered at once, counted in memory. Fastify calls it directly (no Nest pipeline):
   * the most frequent request a link gets, with nothing to validate but a lookup in the page's in-memory copy.
   * A redirect carries only the security headers a redirect uses; the 404 page adds the page's.
   */
  @Get(':slug/go/:storeId')
  @PlainRoute({ redirects: true })
  async go(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { slug, storeId } = request.params as { slug: string; storeId: string };
    const link = await this.pages.link(slug);
    const url = link?.buttons.get(storeId);
    if (!link || !url) return notFound(reply.headers(PAGE_SECURITY_HEADERS), pageLanguage(request.headers['accept-language']));
    const channel = (request.query as Record<string, unknown>).c;
    if (countsAsVisit(request)) this.counter.click(link.linkId, storeId, this.pages.channelOf(link, channel), countryOf(request.ip));
    await reply.code(302).header('Location', url).header('Cache-Control', 'no-store').send();
  }

  /** The page's cover, resized once and kept in memory; its URL carries a version, so it may be cached long. */
  @Get(':slug/cover.jpg')
  async cover(@Param('slug') slug: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const link = await this.pages.link(slug);
    const cover = link?.coverKey ? await this.covers.thumbnail(link.coverKey) : null;
    if (!cover) return notFound(reply, pageLanguage(request.headers['accept-language']));
    await reply.code(200).header('Cache-Control', 'public, max-age=86400').type('image/jpeg').send(cover);
  }

  /** The 1200x630 preview image the page's Open Graph and Twitter tags name, in the visitor's language. */
  @Get(':slug/card.png')
  async card(@Param('slug') slug: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const language = pageLanguage(request.headers['accept-language']);
    const link = await this.pages.link(slug);
    if (!link) return notFound(reply, language);
    const png = await this.cards.card(link.releaseId, link.coverKey, language);
    await reply.code(200).header('Cache-Control', 'public, max-age=3600').header('Vary', varyOnLanguage(reply)).type('image/png').send(png);
  }

  /** Any other address under /l (a mistyped or cut link): the same small page, never the single-page app. */
  @Get(['', '*'])
  async unknown(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await notFound(reply, pageLanguage(request.headers['accept-language']));
  }
}

/** A small HTML page (not the app, not JSON), whatever the visitor's Accept header. */
async function notFound(reply: FastifyReply, language: PageLanguage): Promise<void> {
  await reply
    .code(404)
    .header('Content-Security-Policy', LINK_PAGE_CSP)
    .header('Vary', varyOnLanguage(reply))
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(NOT_FOUND_PAGES.get(language));
}

/** Accept-Language added to what is already varied on (CORS varies on Origin). */
function varyOnLanguage(reply: FastifyReply): string {
  const existing = reply.getHeader('vary');
  const names = (Array.isArray(existing) ? existing.join(',') : String(existing ?? '')).split(',').map((name) => name.trim()).filter(Boolean);
  return [...new Set([...names, 'Accept-Language'])].join(', ');
}

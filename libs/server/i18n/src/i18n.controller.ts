import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ifNoneMatchHits, pickEncoding, PublishedBundlesService } from './bundles/published-bundles.service';

/**
 * Clients may keep a bundle but must revalidate it on every use (a 304 costs no body): a publish
 * then reaches the next page load instead of waiting out a max-age.
 */
export const BUNDLE_CACHE_CONTROL = 'public, no-cache';

@ApiTags('i18n')
@Controller('i18n')
export class I18nController {
  constructor(private readonly bundles: PublishedBundlesService) {}

  /** GET /i18n/{lang} (spec 000 §7): the published nested dictionary, with a strong ETag (304 on If-None-Match). */
  @Get(':lang')
  @ApiOkResponse({ description: 'the nested dictionary of strings' })
  @ApiNotFoundResponse({ description: 'a language that is neither shipped nor published (`language_not_found`)' })
  async bundle(
    @Param('lang') lang: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Headers('accept-encoding') acceptEncoding: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string | Buffer | undefined> {
    const bundle = await this.bundles.bundle(lang);
    void reply.header('ETag', bundle.etag).header('Cache-Control', BUNDLE_CACHE_CONTROL).header('Vary', 'Accept-Encoding');
    if (ifNoneMatchHits(ifNoneMatch, bundle.etag)) {
      void reply.status(304);
      return undefined;
    }
    // The cached JSON text is sent as is (no re-serialisation of ~100 KB per request).
    void reply.type('application/json; charset=utf-8');
    const encoding = pickEncoding(acceptEncoding);
    if (encoding) {
      void reply.header('Content-Encoding', encoding);
      return encoding === 'br' ? bundle.br : bundle.gzip;
    }
    return bundle.body;
  }
}

import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiPathParam, Public, ApiJson, propertyOf } from '@soundpost/server-core/http';
import type { FastifyReply } from 'fastify';
import { ifNoneMatchHits, pickEncoding, PublishedBundlesService } from './bundles/published-bundles.service';

/**
 * Clients may keep a bundle but must revalidate it on every use (a 304 costs no body): a publish
 * then reaches the next page load instead of waiting out a max-age.
 */
export const BUNDLE_CACHE_CONTROL = 'public, no-cache';

@ApiTags('i18n')
@Public()
@Controller('i18n')
export class I18nController {
  constructor(private readonly bundles: PublishedBundlesService) {}

  @Get(':lang')
  @ApiPathParam('lang', propertyOf('LanguageCodeRequest', 'lang'))
  @ApiJson(200, 'TranslationBundle', 'the nested dictionary of strings')
  @ApiResponse({ status: 304, description: 'Not modified (If-None-Match)' })
  @ApiErrors(404, 503)
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

import { createHash } from 'node:crypto';
import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiJson, ApiPathParam, DomainError, Public } from '@soundpost/server-core/http';
import type { FastifyReply } from 'fastify';
import type { StoreListResponse } from '@soundpost/contracts';
import { toStoreResponse } from '../stores/store.mapper';
import { StoresRepository } from '../stores/stores.repository';

/** Logos change only when the catalogue is re-seeded; the ETag covers that case. */
const LOGO_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Public store catalogue and logos (no token): the partners page lists the stores to visitors, and the
 * store grid's <img> tags load the logos, which caches keep.
 */
@ApiTags('stores')
@ApiErrors(503)
@Public()
@Controller('stores')
export class StoreLogosController {
  constructor(private readonly stores: StoresRepository) {}

  @Get()
  @ApiJson(200, 'StoreListResponse', '`{ stores }`: the active stores, same shape as GET /artist/stores')
  async list(@Res({ passthrough: true }) reply: FastifyReply): Promise<StoreListResponse> {
    reply.header('Cache-Control', 'public, max-age=300');
    return { stores: (await this.stores.listActive()).map(toStoreResponse) };
  }

  @Get(':id/logo.svg')
  @ApiPathParam('id', { type: 'string', pattern: '^[a-z0-9-]{1,64}$', example: 'spotify' })
  @ApiOkResponse({ description: 'The logo, cacheable', content: { 'image/svg+xml': { schema: { type: 'string' } } } })
  @ApiResponse({ status: 304, description: 'Not modified (If-None-Match)' })
  @ApiErrors(404)
  async logo(@Param('id') id: string, @Headers('if-none-match') ifNoneMatch: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    const store = /^[a-z0-9-]{1,64}$/.test(id) ? await this.stores.logoOf(id) : null;
    if (!store) throw DomainError.notFound('Store not found.', 'store_not_found');
    const etag = `"${createHash('sha256').update(store.logoSvg).digest('base64url').slice(0, 27)}"`;
    reply
      .header('Cache-Control', `public, max-age=${LOGO_MAX_AGE_SECONDS}`)
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff')
      // An SVG opened on its own is a document: it may carry no script and load nothing.
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) {
      await reply.status(304).send();
      return;
    }
    await reply.status(200).type('image/svg+xml; charset=utf-8').send(store.logoSvg);
  }
}

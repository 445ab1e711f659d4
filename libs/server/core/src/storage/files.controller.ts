import { Readable } from 'node:stream';
import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { create as contentDisposition } from 'content-disposition';
import { ApiOkResponse, ApiParam, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../http/domain-error';
import { ApiErrors } from '../http/openapi';
import { StorageService } from './storage.service';
import { Public } from '../http/route-access';

/** Image types the apps show in the page (artwork, avatars, store logos, identity photos): served inline. */
const INLINE_IMAGES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/**
 * Every file is an uploader's content: it may never run as a page of our origin. Nothing is
 * sniffed, and the sandbox makes any document (a PDF's script, HTML) a unique origin that can load
 * nothing; images shown in an <img> are not affected by it.
 */
const SANDBOXED = "sandbox; default-src 'none'; frame-ancestors 'self'";
/** A signed preview (staff's PDF preview of an identity document): browsers refuse to render a PDF in a sandbox. */
const PREVIEW = "frame-ancestors 'self'";

/** The name a download is saved as: the signed original name (no folders, no control characters a header cannot carry), or the key's own. */
function downloadName(key: string, name: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const base = (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').split(/[\\/]/).pop()?.trim();
  return base || key.slice(key.lastIndexOf('/') + 1);
}

/**
 * GET /api/files/<key>: public files to anyone; private files only with a valid signature from
 * `StorageService.signedUrl` (403 otherwise, before any lookup, so a stranger cannot even learn
 * whether a key exists); 404 for a key with nothing behind it. Serves HTTP Range (one range: 206
 * with Content-Range; 416 past the end), so audio previews can seek without downloading it all.
 * Files are downloads (`Content-Disposition: attachment` with the original name, RFC 6266/5987),
 * never pages: only the images the apps show, and signed previews, are inline.
 */
@ApiTags('files')
@ApiErrors(503)
@Public()
@Controller('files')
export class FilesController {
  constructor(private readonly storage: StorageService) {}

  @Get('*')
  @ApiParam({ name: 'path', description: 'The storage key (the rest of the path)', schema: { type: 'string', example: 'public/stores/spotify.svg' } })
  @ApiQuery({ name: 'expires', required: false, schema: { type: 'string' } })
  @ApiQuery({ name: 'signature', required: false, schema: { type: 'string' } })
  @ApiQuery({ name: 'name', required: false, description: 'The name the download is saved as (signed)', schema: { type: 'string' } })
  @ApiQuery({ name: 'disposition', required: false, description: 'inline: a signed preview', schema: { type: 'string', enum: ['inline'] } })
  @ApiOkResponse({ description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } })
  @ApiResponse({ status: 206, description: 'One byte range', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } })
  @ApiErrors(403, 404, 416)
  async download(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Query('expires') expires?: string,
    @Query('signature') signature?: string,
    @Query('name') name?: unknown,
    @Query('disposition') disposition?: unknown,
  ): Promise<void> {
    const key = (request.params as Record<string, string | undefined>)['*'] ?? '';
    const isPublic = this.storage.isPublic(key);
    const served = { name: typeof name === 'string' && name ? name : undefined, inline: disposition === 'inline' };
    // A name or preview asked for must be signed too, on a public file as on a private one.
    const signed = served.name !== undefined || served.inline;
    if ((!isPublic || signed) && !this.storage.verifySignature(key, expires, signature, Date.now(), served)) {
      throw DomainError.forbidden('This link is invalid or has expired.', 'invalid_signature');
    }
    const file = await this.storage.openForDownload(key, request.headers.range);
    const image = INLINE_IMAGES.has(file.contentType);
    const inline = image || served.inline;
    // Answered here rather than through Nest's StreamableFile, which always sends 200.
    void reply
      .header('Cache-Control', isPublic ? 'public, max-age=86400' : 'private, no-store')
      .header('Accept-Ranges', 'bytes')
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', contentDisposition(downloadName(key, served.name), { type: inline ? 'inline' : 'attachment' }))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', served.inline && !image ? PREVIEW : SANDBOXED);
    if (file.range) {
      void reply
        .status(206)
        .header('Content-Range', `bytes ${file.range.start}-${file.range.end}/${file.size}`)
        .header('Content-Length', String(file.range.end - file.range.start + 1));
    } else {
      void reply.status(200).header('Content-Length', String(file.size));
    }
    if (request.method === 'HEAD') {
      // Headers only: an empty stream keeps the Content-Length set above (an empty body would reset it).
      file.stream.destroy();
      void reply.send(Readable.from([]));
      return;
    }
    // A client that goes away mid-download destroys the stream (and so closes the file).
    void reply.send(file.stream);
  }
}

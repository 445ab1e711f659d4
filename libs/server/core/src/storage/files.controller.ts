import { Readable } from 'node:stream';
import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../http/domain-error';
import { ApiErrors } from '../http/openapi';
import { StorageService } from './storage.service';
import { Public } from '../http/route-access';

/**
 * GET /api/files/<key>: public files to anyone; private files only with a valid signature from
 * `StorageService.signedUrl` (403 otherwise, before any lookup, so a stranger cannot even learn
 * whether a key exists); 404 for a key with nothing behind it. Serves HTTP Range (one range: 206
 * with Content-Range; 416 past the end), so audio previews can seek without downloading it all.
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
  @ApiOkResponse({ description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } })
  @ApiResponse({ status: 206, description: 'One byte range', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } })
  @ApiErrors(403, 404, 416)
  async download(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Query('expires') expires?: string,
    @Query('signature') signature?: string,
  ): Promise<void> {
    const key = (request.params as Record<string, string | undefined>)['*'] ?? '';
    const isPublic = this.storage.isPublic(key);
    if (!isPublic && !this.storage.verifySignature(key, expires, signature)) {
      throw DomainError.forbidden('This link is invalid or has expired.', 'invalid_signature');
    }
    const file = await this.storage.openForDownload(key, request.headers.range);
    // Answered here rather than through Nest's StreamableFile, which always sends 200.
    void reply
      .header('Cache-Control', isPublic ? 'public, max-age=86400' : 'private, no-store')
      .header('Accept-Ranges', 'bytes')
      .header('Content-Type', file.contentType);
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

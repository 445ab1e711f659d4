import { Controller, Get, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../http/domain-error';
import { StorageService } from './storage.service';

/**
 * GET /api/files/<key>: public files to anyone; private files only with a valid signature from
 * `StorageService.signedUrl` (403 otherwise, before any lookup, so a stranger cannot even learn
 * whether a key exists); 404 for a key with nothing behind it.
 */
@ApiExcludeController()
@Controller('files')
export class FilesController {
  constructor(private readonly storage: StorageService) {}

  @Get('*')
  async download(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Query('expires') expires?: string,
    @Query('signature') signature?: string,
  ): Promise<StreamableFile> {
    const key = (request.params as Record<string, string | undefined>)['*'] ?? '';
    const isPublic = this.storage.isPublic(key);
    if (!isPublic && !this.storage.verifySignature(key, expires, signature)) {
      throw DomainError.forbidden('This link is invalid or has expired.', 'invalid_signature');
    }
    const file = await this.storage.open(key);
    void reply.header('Cache-Control', isPublic ? 'public, max-age=86400' : 'private, no-store');
    return new StreamableFile(file.stream, { type: file.contentType, length: file.size });
  }
}

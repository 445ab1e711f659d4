import { Controller, Post, Req } from '@nestjs/common';
import { StorageService } from '@soundpost/server-core/storage';
import type { FastifyRequest } from 'fastify';

export const DEMO_UPLOAD_MAX_BYTES = 64 * 1024;

/** Test-only upload endpoint: how a domain controller uses saveMultipartFile and signedUrl. */
@Controller('test/storage')
export class StorageDemoController {
  constructor(private readonly storage: StorageService) {}

  @Post('documents')
  async upload(@Req() request: FastifyRequest) {
    const { file, filename, fields } = await this.storage.saveMultipartFile(request, {
      field: 'document',
      maxBytes: DEMO_UPLOAD_MAX_BYTES,
      allowedTypes: ['application/pdf', 'image/jpeg', 'image/png'],
      prefix: 'kyc-documents',
      visibility: 'private',
      messages: { type: 'Invalid file type. Allowed: JPG, PNG, PDF.', tooLarge: 'Max file size is 2MB.' },
    });
    return { ...file, filename, fields, url: this.storage.signedUrl(file.key, 300) };
  }
}

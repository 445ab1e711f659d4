import { Injectable, Logger } from '@nestjs/common';
import { ARTWORK_MESSAGES, ARTWORK_UPLOAD, RELEASE_API_MESSAGES } from '@soundpost/contracts';
import { DomainError, discardRestOfBody } from '@soundpost/server-core/http';
import { CONTENT_TYPES, StorageService } from '@soundpost/server-core/storage';
import type { FastifyRequest } from 'fastify';
import { imageSize } from 'image-size';
import { DataSource } from 'typeorm';
import { ReleaseAccessService } from '../releases/release-access.service';
import type { Release } from '../releases/release.entity';
import { ReleasesRepository } from '../releases/releases.repository';
import type { ReleaseResponse } from '@soundpost/contracts';
import { ReleaseViewsService } from '../releases/release-views.service';
import { artworkDimensionsProblem } from './artwork-rules';

export const ARTWORK_STORAGE_PREFIX = 'artwork';

/** What image-size itself reads: a JPEG states its size after its metadata segments (EXIF, ICC profile). */
export const ARTWORK_HEADER_BYTES = 512 * 1024;

const MESSAGES_REQUIRED = RELEASE_API_MESSAGES.imageRequired;

const coverError = (message: string) => DomainError.validation({ [ARTWORK_UPLOAD.fieldName]: [message] });

/** Dimensions come from the header alone: the image is never decoded, so a file claiming 100000×100000 costs no more memory than any other. */
@Injectable()
export class ArtworkService {
  private readonly logger = new Logger('Artwork');

  constructor(
    private readonly dataSource: DataSource,
    private readonly access: ReleaseAccessService,
    private readonly releases: ReleasesRepository,
    private readonly views: ReleaseViewsService,
    private readonly storage: StorageService,
  ) {}

  async upload(userId: string, releaseId: string, request: FastifyRequest): Promise<ReleaseResponse> {
    try {
      await this.access.findEditable(userId, releaseId);
    } catch (error) {
      discardRestOfBody(request.raw);
      throw error;
    }
    if (typeof request.isMultipart !== 'function' || !request.isMultipart()) throw coverError(MESSAGES_REQUIRED);
    const { file } = await this.storage.saveMultipartFile(request, {
      field: ARTWORK_UPLOAD.fieldName,
      maxBytes: ARTWORK_UPLOAD.maxBytes,
      allowedTypes: CONTENT_TYPES.images,
      prefix: ARTWORK_STORAGE_PREFIX,
      visibility: 'private',
      limits: { fields: 5, fieldSize: 4096, files: 1, parts: 6 },
      typeRefusalStatus: 422,
      messages: { required: MESSAGES_REQUIRED, type: ARTWORK_MESSAGES.onlyJpgOrPng, tooLarge: ARTWORK_MESSAGES.maxSize },
    });
    let previousKey: string | null = null;
    let saved: Release;
    try {
      const { width, height } = await this.dimensionsOf(file.key);
      const problem = artworkDimensionsProblem(width, height);
      if (problem) throw coverError(problem);
      saved = await this.dataSource.transaction(async (m) => {
        const release = await this.access.lockEditable(m, userId, releaseId);
        previousKey = release.coverArtKey;
        release.coverArtKey = file.key;
        release.coverArtWidth = width;
        release.coverArtHeight = height;
        release.workflowStage = 'distribution';
        return this.releases.save(release, m);
      });
    } catch (error) {
      await this.discard(file.key);
      throw error;
    }
    // After the commit: the old cover is no longer referenced.
    if (previousKey && previousKey !== file.key) await this.discard(previousKey);
    return this.views.presentOne(saved);
  }

  private async dimensionsOf(key: string): Promise<{ width: number; height: number }> {
    const head = await this.storage.readHead(key, ARTWORK_HEADER_BYTES);
    try {
      const { width, height } = imageSize(head);
      return { width, height };
    } catch {
      throw coverError(ARTWORK_MESSAGES.unreadable);
    }
  }

  private async discard(key: string): Promise<void> {
    await this.storage.delete(key).catch((e: unknown) => this.logger.warn(`Could not delete ${key}: ${String(e)}`));
  }
}

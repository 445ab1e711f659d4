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

/** Where cover art is stored (private: it leaves only through signed links in owner and staff answers). */
export const ARTWORK_STORAGE_PREFIX = 'artwork';

/**
 * How much of the stored image is read to find its dimensions: what image-size itself reads from
 * a file. A PNG says its size in the first 24 bytes; a JPEG after its metadata segments (EXIF,
 * ICC profile), which this covers.
 */
export const ARTWORK_HEADER_BYTES = 512 * 1024;

const MESSAGES_REQUIRED = RELEASE_API_MESSAGES.imageRequired;

const coverError = (message: string) => DomainError.validation({ [ARTWORK_UPLOAD.fieldName]: [message] });

/**
 * POST /artist/releases/:id/artwork: a JPG or PNG by content, at most 35 MB (413,
 * checked while streaming), at least 3000×3000 and square within 2%. Dimensions come from the
 * header alone (image-size on the stored file's first bytes): the image is never decoded, so a
 * file claiming 100000×100000 costs no more memory than any other. A new cover replaces the old
 * one (its file deleted once the row is saved) and moves the wizard to distribution.
 */
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
      // The form carries the image and nothing the service keeps: a few small fields at most.
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

  /** Width and height from the image's header; 422 'Could not read the image…' when there is none. */
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

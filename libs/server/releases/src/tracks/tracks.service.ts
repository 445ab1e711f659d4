import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@soundpost/server-core/config';
import { DeferredBody, DomainError, discardRestOfBody } from '@soundpost/server-core/http';
import { CONTENT_TYPES, StorageService, StoredFile } from '@soundpost/server-core/storage';
import type { FastifyRequest } from 'fastify';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { IdentifiersService } from '../identifiers/identifiers.service';
import { signedMediaUrl } from '../releases/media-urls';
import { ReleaseAccessService } from '../releases/release-access.service';
import type { Release } from '../releases/release.entity';
import type { TrackResponse, TrackWithReleaseResponse } from '@soundpost/contracts';
import { toTrackResponse } from '../releases/track-response';
import { RELEASE_API_MESSAGES } from '@soundpost/contracts';
import { ReleaseErrors } from '../releases.errors';
import { AudioMetadata, AudioMetadataReader } from './audio-metadata.reader';
import { trackChangesOf, uploadTitle } from './track-changes';
import { isCompleteOrder, moveTo } from './track-order';
import type { Track } from './track.entity';
import { audioTooLargeMessage, TRACK_API_MESSAGES } from '@soundpost/contracts';
import { TrackErrors } from './tracks.errors';
import { TracksRepository } from './tracks.repository';
import { parseTrackNumber, type TrackOrderDto, type TrackUpdateDto } from './track-update.dto';

export const AUDIO_STORAGE_PREFIX = 'audio';

const MiB = 1024 * 1024;

/** A track carries at least this much sound: an empty or sub-second file is not a track. */
export const MIN_TRACK_SECONDS = 1;

const isIsrcViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error as QueryFailedError & { driverError?: { code?: string; constraint?: string } }).driverError?.constraint === 'tracks_isrc_uq';

/** Writes lock the release row and refuse final releases, so numbering changes never interleave. */
@Injectable()
export class TracksService {
  private readonly logger = new Logger('Tracks');

  constructor(
    private readonly dataSource: DataSource,
    private readonly tracks: TracksRepository,
    private readonly access: ReleaseAccessService,
    private readonly identifiers: IdentifiersService,
    private readonly audio: AudioMetadataReader,
    private readonly storage: StorageService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(userId: string, releaseId: string): Promise<TrackResponse[]> {
    const release = await this.access.findOwned(userId, releaseId);
    return (await this.tracks.listOf(release.id)).map((t) => this.present(t));
  }

  async get(userId: string, trackId: string): Promise<TrackWithReleaseResponse> {
    const owned = await this.tracks.findOwned(userId, trackId);
    if (!owned) throw ReleaseErrors.trackNotFound();
    return this.presentWithRelease(owned.track, owned.release);
  }

  /** The release is checked before any byte is stored; a refusal after the file was stored deletes it. */
  async upload(userId: string, releaseId: string, request: FastifyRequest): Promise<TrackWithReleaseResponse> {
    try {
      await this.access.findEditable(userId, releaseId);
    } catch (error) {
      discardRestOfBody(request.raw);
      throw error;
    }
    if (typeof request.isMultipart !== 'function' || !request.isMultipart()) {
      throw DomainError.validation({ audio: [TRACK_API_MESSAGES.audioRequired] });
    }
    const maxMb = this.config.storage.audioMaxMb;
    const { file, filename, fields } = await this.storage.saveMultipartFile(request, {
      field: 'audio',
      maxBytes: maxMb * MiB,
      allowedTypes: CONTENT_TYPES.audio,
      prefix: AUDIO_STORAGE_PREFIX,
      visibility: 'private',
      limits: { fields: 5, fieldSize: 4096, files: 1, parts: 6 },
      typeRefusalStatus: 422,
      messages: { required: TRACK_API_MESSAGES.audioRequired, type: TRACK_API_MESSAGES.audioOnly, tooLarge: audioTooLargeMessage(maxMb) },
    });
    try {
      const title = uploadTitle(fields.title, filename);
      const requestedNumber = fields.track_number?.trim() ? parseTrackNumber(fields.track_number) : undefined;
      if (fields.track_number?.trim() && requestedNumber === undefined) throw DomainError.validation({ track_number: [TRACK_API_MESSAGES.trackNumberInvalid] });
      const metadata = await this.audio.read(file);
      if (!metadata) throw TrackErrors.audioUnreadable();
      if (metadata.duration < MIN_TRACK_SECONDS) throw TrackErrors.audioTooShort();
      const { track, release } = await this.dataSource.transaction(async (m) => {
        const locked = await this.access.lockEditable(m, userId, releaseId);
        const existing = await this.tracks.listOf(locked.id, m);
        const saved = await this.tracks.insert(
          {
            releaseId: locked.id,
            // Appended first, then moved into place with the others renumbered.
            trackNumber: existing.length + 1,
            title,
            isrc: await this.identifiers.nextIsrc(m),
            contributors: [],
            ...audioColumns(file, filename, metadata),
          },
          m,
        );
        if (requestedNumber !== undefined && requestedNumber <= existing.length) {
          await this.tracks.renumber(m, locked.id, moveTo([...existing.map((t) => t.id), saved.id], saved.id, requestedNumber));
        }
        return { track: await this.tracks.reread(saved.id, m), release: locked };
      });
      return this.presentWithRelease(track, release);
    } catch (error) {
      await this.discard(file.key);
      throw error;
    }
  }

  async reorder(userId: string, releaseId: string, body: DeferredBody<TrackOrderDto>): Promise<TrackResponse[]> {
    return this.dataSource.transaction(async (m) => {
      // Ownership (404) and finality (409) come before the body's own errors (422).
      const release = await this.access.lockEditable(m, userId, releaseId);
      const { track_ids: trackIds } = await body.validated();
      const current = (await this.tracks.listOf(release.id, m)).map((t) => t.id);
      if (!isCompleteOrder(trackIds, current)) {
        throw DomainError.validation({ track_ids: [TRACK_API_MESSAGES.orderInvalid] });
      }
      await this.tracks.renumber(m, release.id, trackIds);
      return (await this.tracks.listOf(release.id, m)).map((t) => this.present(t));
    });
  }

  async update(userId: string, trackId: string, dto: TrackUpdateDto): Promise<TrackWithReleaseResponse> {
    const { fields, trackNumber } = trackChangesOf(dto);
    try {
      return await this.dataSource.transaction(async (m) => {
        const { track, release } = await this.lockOwned(m, userId, trackId);
        if (fields.isrc && (await this.tracks.isrcTaken(fields.isrc, track.id, m))) throw isrcTaken();
        const saved = await this.tracks.saveChanges(track, fields, m);
        if (trackNumber !== undefined && trackNumber !== track.trackNumber) {
          const order = (await this.tracks.listOf(release.id, m)).map((t) => t.id);
          await this.tracks.renumber(m, release.id, moveTo(order, saved.id, trackNumber));
        }
        return this.presentWithRelease(await this.tracks.reread(saved.id, m), release);
      });
    } catch (error) {
      // Two edits racing for the same ISRC: the unique index decides, with the same answer.
      if (isIsrcViolation(error)) throw isrcTaken();
      throw error;
    }
  }

  async remove(userId: string, trackId: string): Promise<void> {
    const audioKey = await this.dataSource.transaction(async (m) => {
      const { track, release } = await this.lockOwned(m, userId, trackId);
      await this.tracks.delete(track.id, m);
      await this.tracks.renumber(m, release.id, (await this.tracks.listOf(release.id, m)).map((t) => t.id));
      return track.audioKey;
    });
    // After the commit: a leftover file is only wasted space; one deleted before a rollback would break the track.
    if (audioKey) await this.discard(audioKey);
  }

  private async lockOwned(m: EntityManager, userId: string, trackId: string): Promise<{ track: Track; release: Release }> {
    const owned = await this.tracks.findOwned(userId, trackId, m, true);
    if (!owned) throw ReleaseErrors.trackNotFound();
    this.access.assertEditable(owned.release);
    return owned;
  }

  private present(track: Track): TrackResponse {
    return toTrackResponse(track, signedMediaUrl(this.storage, track.audioKey));
  }

  private presentWithRelease(track: Track, release: Release): TrackWithReleaseResponse {
    return { ...this.present(track), release: { id: release.id, release_number: release.releaseNumber, title: release.title, status: release.status } };
  }

  private async discard(key: string): Promise<void> {
    await this.storage.delete(key).catch((e: unknown) => this.logger.warn(`Could not delete ${key}: ${String(e)}`));
  }
}

function isrcTaken(): DomainError {
  return DomainError.validation({ isrc: [RELEASE_API_MESSAGES.isrcTaken] });
}

export function audioColumns(file: StoredFile, filename: string, metadata: AudioMetadata): Partial<Track> {
  return {
    audioKey: file.key,
    audioOriginalName: filename.slice(0, 255) || null,
    audioSize: file.size,
    audioContentType: file.contentType,
    audioHashSum: file.sha256,
    duration: metadata.duration,
    audioCodec: metadata.codec,
    audioBitrate: metadata.bitrate,
    audioChannels: metadata.channels,
    audioSamplingRate: metadata.samplingRate,
    audioBitsPerSample: metadata.bitsPerSample,
  };
}

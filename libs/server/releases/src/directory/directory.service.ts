import { Injectable } from '@nestjs/common';
import { isUnlimited, PlanLimitsService } from '@soundpost/server-billing';
import { DomainError, valuesOf } from '@soundpost/server-core/http';
import { lockUserInTransaction } from '@soundpost/server-core/locks';
import { DataSource } from 'typeorm';
import { RELEASE_API_MESSAGES } from '@soundpost/contracts';
import { ReleaseErrors } from '../releases.errors';
import type { ArtistDirectoryResponse, DirectoryArtistResponse } from '@soundpost/contracts';
import { DIRECTORY_ARTIST_RULES, DirectoryArtistDto } from './directory-artist.dto';
import { toDirectoryArtist } from './directory-artist.mapper';
import { DirectoryArtistsRepository } from './directory-artists.repository';

/**
 * The artist directory: the names an account uses as primary and extra artists,
 * at most the plan's `max_artists` of them (-1 unlimited).
 */
@Injectable()
export class DirectoryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly artists: DirectoryArtistsRepository,
    private readonly limits: PlanLimitsService,
  ) {}

  async list(userId: string): Promise<ArtistDirectoryResponse> {
    const [items, { max_artists: max }] = await Promise.all([this.artists.listOf(userId), this.limits.limitsFor(userId)]);
    const remaining = isUnlimited(max) ? -1 : Math.max(0, max - items.length);
    return { items: items.map(toDirectoryArtist), can_create: remaining !== 0, remaining };
  }

  async create(userId: string, dto: DirectoryArtistDto): Promise<DirectoryArtistResponse> {
    const v = valuesOf(DIRECTORY_ARTIST_RULES, dto);
    const name = v('name');
    const role = v('role');

    const { max_artists: max } = await this.limits.limitsFor(userId);
    return this.dataSource.transaction(async (m) => {
      // One creation at a time per account, so two concurrent requests cannot both take the last slot.
      await lockUserInTransaction(m, 'releases:directory', userId);
      if (await this.artists.nameTaken(userId, name, m)) throw DomainError.validation({ name: [RELEASE_API_MESSAGES.artistNameTaken] });
      if (!isUnlimited(max) && (await this.artists.countOf(userId, m)) >= max) throw ReleaseErrors.artistLimitReached();
      return toDirectoryArtist(await this.artists.create({ userId, name, defaultRole: role }, m));
    });
  }
}


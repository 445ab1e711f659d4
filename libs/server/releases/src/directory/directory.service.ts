import { Injectable } from '@nestjs/common';
import { isUnlimited, PlanLimitsService } from '@soundpost/server-billing';
import { DomainError, valuesOf } from '@soundpost/server-core/http';
import { lockUserInTransaction } from '@soundpost/server-core/locks';
import { ArtistProfilesService } from '@soundpost/server-kyc';
import { DataSource } from 'typeorm';
import { RELEASE_API_MESSAGES } from '@soundpost/contracts';
import { ReleaseErrors } from '../releases.errors';
import type { ArtistDirectoryResponse, DirectoryArtistResponse } from '@soundpost/contracts';
import { DIRECTORY_ARTIST_RULES, DirectoryArtistDto } from './directory-artist.dto';
import { toDirectoryArtist } from './directory-artist.mapper';
import { DirectoryArtistsRepository } from './directory-artists.repository';

/** The artist's own name is not counted against `max_artists`, so even the Artist plan's one collaborator can be someone else. */
@Injectable()
export class DirectoryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly artists: DirectoryArtistsRepository,
    private readonly limits: PlanLimitsService,
    private readonly identities: ArtistProfilesService,
  ) {}

  async list(userId: string): Promise<ArtistDirectoryResponse> {
    await this.ensureOwnEntry(userId);
    const [items, { max_artists: max }] = await Promise.all([this.artists.listOf(userId), this.limits.limitsFor(userId)]);
    const counted = items.filter((item) => !item.isSelf).length;
    const remaining = isUnlimited(max) ? -1 : Math.max(0, max - counted);
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

  /** Later artist-name changes leave the own entry as it is: releases credited to it keep their credit. */
  private async ensureOwnEntry(userId: string): Promise<void> {
    if (await this.artists.hasSelf(userId)) return;
    const name = (await this.identities.identityNameOf(userId))?.slice(0, 255).trim();
    if (!name) return;
    await this.dataSource.transaction(async (m) => {
      await lockUserInTransaction(m, 'releases:directory', userId);
      if (await this.artists.hasSelf(userId, m)) return;
      const same = await this.artists.byName(userId, name, m);
      if (same) {
        same.isSelf = true;
        await this.artists.save(same, m);
        return;
      }
      await this.artists.create({ userId, name, defaultRole: 'Primary Artist', isSelf: true }, m);
    });
  }
}

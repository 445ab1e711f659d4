import { Injectable } from '@nestjs/common';
import { isArtistRole } from '@soundpost/contracts';
import { isUnlimited, PlanLimitsService } from '@soundpost/server-billing';
import { DomainError } from '@soundpost/server-core';
import { DataSource } from 'typeorm';
import { FieldErrors } from '../http/request-input';
import { lockUser } from '../releases/user-lock';
import { RELEASE_API_MESSAGES } from '@soundpost/contracts';
import { ReleaseErrors } from '../releases.errors';
import type { ArtistDirectoryResponse, DirectoryArtistResponse } from '@soundpost/contracts';
import { toDirectoryArtist } from './directory-artist.mapper';
import { DirectoryArtistsRepository } from './directory-artists.repository';

/** A directory entry's role when none is given: most entries are the artist themself. */
export const DEFAULT_DIRECTORY_ROLE = 'Primary Artist';

/**
 * The artist directory (spec 001 §3, §5): the names an account uses as primary and extra artists,
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

  async create(userId: string, body: Record<string, unknown>): Promise<DirectoryArtistResponse> {
    const errors = new FieldErrors();
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (!name) errors.add('name', RELEASE_API_MESSAGES.artistNameRequired);
    else if (name.length > 255) errors.add('name', 'Artist name must be at most 255 characters.');
    const rawRole = body.role ?? body.default_role;
    const role = typeof rawRole === 'string' && rawRole.trim() ? rawRole.trim() : DEFAULT_DIRECTORY_ROLE;
    if (!isArtistRole(role)) errors.add('role', 'Choose a valid artist role.');
    errors.throwIfAny();

    const { max_artists: max } = await this.limits.limitsFor(userId);
    return this.dataSource.transaction(async (m) => {
      // One creation at a time per account, so two concurrent requests cannot both take the last slot.
      await lockUser(m, 'directory', userId);
      if (await this.artists.nameTaken(userId, name, m)) throw DomainError.validation({ name: [RELEASE_API_MESSAGES.artistNameTaken] });
      if (!isUnlimited(max) && (await this.artists.countOf(userId, m)) >= max) throw ReleaseErrors.artistLimitReached();
      return toDirectoryArtist(await this.artists.create({ userId, name, defaultRole: role }, m));
    });
  }
}


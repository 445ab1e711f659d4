import { Injectable } from '@nestjs/common';
import type { HeldDataCount } from '@soundpost/contracts';
import { heldCounts, type UserDataHolder } from '@soundpost/server-core/user-data';
import { ReleasesUserDataRepository } from './releases-user-data.repository';

const HELD = [
  { key: 'releases', label: 'Releases' },
  { key: 'tracks', label: 'Tracks' },
  { key: 'directory_artists', label: 'Artist directory entries' },
] as const;

/** The releases domain's answer to "what do you hold about this user?" (the platform registry's userData hook). */
@Injectable()
export class ReleasesUserData implements UserDataHolder {
  constructor(private readonly rows: ReleasesUserDataRepository) {}

  async heldAbout(userId: string): Promise<HeldDataCount[]> {
    return heldCounts(HELD, await this.rows.countsAbout(userId));
  }
}

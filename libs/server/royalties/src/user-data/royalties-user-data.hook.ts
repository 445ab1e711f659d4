import { Injectable } from '@nestjs/common';
import type { HeldDataCount } from '@soundpost/contracts';
import { heldCounts, type UserDataHolder } from '@soundpost/server-core/user-data';
import { RoyaltiesUserDataRepository } from './royalties-user-data.repository';

const HELD = [
  { key: 'royalty_splits', label: 'Royalty splits' },
  { key: 'royalty_credits', label: 'Royalty credits' },
] as const;

/** The royalties domain's answer to "what do you hold about this user?" (the platform registry's userData hook). */
@Injectable()
export class RoyaltiesUserData implements UserDataHolder {
  constructor(private readonly rows: RoyaltiesUserDataRepository) {}

  async heldAbout(userId: string): Promise<HeldDataCount[]> {
    return heldCounts(HELD, await this.rows.countsAbout(userId));
  }
}

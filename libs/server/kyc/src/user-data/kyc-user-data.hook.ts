import { Injectable } from '@nestjs/common';
import type { HeldDataCount } from '@soundpost/contracts';
import { heldCounts, type UserDataHolder } from '@soundpost/server-core/user-data';
import { KycUserDataRepository } from './kyc-user-data.repository';

const HELD = [
  { key: 'artist_profiles', label: 'Artist profile' },
  { key: 'identity_documents', label: 'Identity documents' },
] as const;

/** The kyc domain's answer to "what do you hold about this user?" (the platform registry's userData hook). */
@Injectable()
export class KycUserData implements UserDataHolder {
  constructor(private readonly rows: KycUserDataRepository) {}

  async heldAbout(userId: string): Promise<HeldDataCount[]> {
    return heldCounts(HELD, await this.rows.countsAbout(userId));
  }
}

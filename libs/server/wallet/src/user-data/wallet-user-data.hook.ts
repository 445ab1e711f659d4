import { Injectable } from '@nestjs/common';
import type { HeldDataCount } from '@soundpost/contracts';
import { heldCounts, type UserDataHolder } from '@soundpost/server-core/user-data';
import { WalletUserDataRepository } from './wallet-user-data.repository';

const HELD = [
  { key: 'wallets', label: 'Wallet' },
  { key: 'wallet_transactions', label: 'Wallet transactions' },
  { key: 'payout_requests', label: 'Payout requests' },
] as const;

/** The wallet domain's answer to "what do you hold about this user?" (the platform registry's userData hook). */
@Injectable()
export class WalletUserData implements UserDataHolder {
  constructor(private readonly rows: WalletUserDataRepository) {}

  async heldAbout(userId: string): Promise<HeldDataCount[]> {
    return heldCounts(HELD, await this.rows.countsAbout(userId));
  }
}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LedgerService } from './ledger/ledger.service';
import { RoyaltyStatsService } from './royalties/royalty-stats.service';
import { Wallet } from './wallets/wallet.entity';
import { WalletTransaction } from './wallets/wallet-transaction.entity';

const services = [RoyaltyStatsService, LedgerService];

/** Wallets and their ledger: services only (api, cli, jobs). */
@Module({
  imports: [TypeOrmModule.forFeature([Wallet, WalletTransaction])],
  providers: services,
  exports: services,
})
export class WalletModule {}

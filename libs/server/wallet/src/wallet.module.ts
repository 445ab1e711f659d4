import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RoyaltyStatsService } from './royalties/royalty-stats.service';
import { Wallet } from './wallets/wallet.entity';
import { WalletTransaction } from './wallets/wallet-transaction.entity';

const services = [RoyaltyStatsService];

/** Wallets and their ledger: services only (api, cli, jobs). */
@Module({
  imports: [TypeOrmModule.forFeature([Wallet, WalletTransaction])],
  providers: services,
  exports: services,
})
export class WalletModule {}

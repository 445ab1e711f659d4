import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { settingsProvider } from '@soundpost/server-core/config';
import { NotificationsModule } from '@soundpost/server-notifications';
import { TaxModule } from '@soundpost/server-tax';
import { WalletAdjustmentRequest } from './adjustments/wallet-adjustment-request.entity';
import { WalletAdjustmentRequestsRepository } from './adjustments/wallet-adjustment-requests.repository';
import { WalletAdjustmentsService } from './adjustments/wallet-adjustments.service';
import { WalletJobs } from './jobs/wallet-jobs';
import { LedgerService } from './ledger/ledger.service';
import './mail/wallet-mail-templates';
import './notifications/wallet-notification-templates';
import { PayoutRequest } from './payouts/payout-request.entity';
import { PayoutsRepository } from './payouts/payouts.repository';
import { PayoutsService } from './payouts/payouts.service';
import { SepaExportService } from './payouts/sepa-export.service';
import { PAYPAL_PAYOUT_RAIL, STRIPE_CONNECT_RAIL } from './rails/payout-rails';
import { RAIL_PROVIDERS } from './rails/rail.providers';
import { RoyaltyStatsService } from './royalties/royalty-stats.service';
import { PayoutSettings } from './wallet.settings';
import { Wallet } from './wallets/wallet.entity';
import { WalletTransaction } from './wallets/wallet-transaction.entity';
import { WalletTransactionsRepository } from './wallets/wallet-transactions.repository';
import { WalletsRepository } from './wallets/wallets.repository';
import { WalletsService } from './wallets/wallets.service';

const services = [RoyaltyStatsService, LedgerService, PayoutsService, WalletsService, SepaExportService, WalletJobs, WalletAdjustmentsService];
const repositories = [WalletsRepository, WalletTransactionsRepository, PayoutsRepository, WalletAdjustmentRequestsRepository];

/** Wallets, their ledger and payouts: services only (api, cli, jobs). */
@Module({
  imports: [TypeOrmModule.forFeature([Wallet, WalletTransaction, PayoutRequest, WalletAdjustmentRequest]), NotificationsModule, TaxModule],
  providers: [settingsProvider(PayoutSettings), ...services, ...repositories, ...RAIL_PROVIDERS],
  exports: [...services, PAYPAL_PAYOUT_RAIL, STRIPE_CONNECT_RAIL],
})
export class WalletModule {}

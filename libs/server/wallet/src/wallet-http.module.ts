import { Module } from '@nestjs/common';
import { AdminWalletAdjustmentsController } from './adjustments/admin-wallet-adjustments.controller';
import { AdminWalletsController } from './http/admin-wallets.controller';
import { ArtistWalletController } from './http/artist-wallet.controller';
import { PayoutWebhooksController } from './http/payout-webhooks.controller';
import { WalletModule } from './wallet.module';

@Module({
  imports: [WalletModule],
  controllers: [ArtistWalletController, AdminWalletsController, AdminWalletAdjustmentsController, PayoutWebhooksController],
})
export class WalletHttpModule {}

import { Module } from '@nestjs/common';
import { AdminWalletsController } from './http/admin-wallets.controller';
import { ArtistWalletController } from './http/artist-wallet.controller';
import { PayoutWebhooksController } from './http/payout-webhooks.controller';
import { WalletModule } from './wallet.module';

@Module({
  imports: [WalletModule],
  controllers: [ArtistWalletController, AdminWalletsController, PayoutWebhooksController],
})
export class WalletHttpModule {}

export * from './wallet.schema';
export * from './wallet.module';
export * from './wallets/wallet.entity';
export * from './wallets/wallet-transaction.entity';
export * from './royalties/royalty-stats.service';

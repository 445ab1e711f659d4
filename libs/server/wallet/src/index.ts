export * from './wallet.module';
export * from './royalties/royalty-stats.service';
export * from './ledger/ledger.service';
export * from './wallet.errors';

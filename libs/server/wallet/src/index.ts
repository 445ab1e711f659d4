export * from './wallet.module';
export * from './royalties/royalty-stats.service';

import { Module } from '@nestjs/common';

// Filled in by the storage mechanism.
@Module({ providers: [], exports: [] })
export class StorageModule {}

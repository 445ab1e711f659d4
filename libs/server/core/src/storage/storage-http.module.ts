import { Module } from '@nestjs/common';

// HTTP endpoints of the storage mechanism (imported by CoreHttpModule, api only).
@Module({ controllers: [] })
export class StorageHttpModule {}

import { Module } from '@nestjs/common';
import { StorageService } from './storage.service';

/** File storage (local disk or S3-compatible): `StorageService`. */
@Module({ providers: [StorageService], exports: [StorageService] })
export class StorageModule {}

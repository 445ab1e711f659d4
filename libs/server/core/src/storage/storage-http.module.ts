import { Module } from '@nestjs/common';
import { FilesController } from './files.controller';

// HTTP endpoints of the storage mechanism (imported by CoreHttpModule, api only): file downloads.
@Module({ controllers: [FilesController] })
export class StorageHttpModule {}

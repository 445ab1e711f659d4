import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PublishedBundlesService } from './bundles/published-bundles.service';
import { LanguageFileVersion } from './files/language-file-version.entity';
import { LanguageFile } from './files/language-file.entity';
import { LanguageFilesRepository } from './files/language-files.repository';
import { LanguageFilesService } from './files/language-files.service';
import { TranslationsService } from './translations.service';

@Module({
  imports: [TypeOrmModule.forFeature([LanguageFile, LanguageFileVersion])],
  providers: [TranslationsService, LanguageFilesRepository, PublishedBundlesService, LanguageFilesService],
  exports: [TranslationsService, PublishedBundlesService, LanguageFilesService],
})
export class I18nModule {}

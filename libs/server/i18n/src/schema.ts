import { LanguageFileVersion } from './files/language-file-version.entity';
import { LanguageFile } from './files/language-file.entity';
import { I18nLanguageFiles1763700007000 } from './migrations/1763700007000-i18n-language-files';
import type { DomainSchema } from '@soundpost/server-core/database';

// The entity classes, for the platform and for tests that write fixtures.
export { LanguageFile, LanguageFileVersion };

/**
 * The i18n lib's schema entry point (`@soundpost/server-i18n/schema`): its entities and migrations
 * for the platform, and the tables it owns. Only libs/server/platform (and tests) import it.
 */
export const i18nSchema: DomainSchema = {
  entities: [LanguageFile, LanguageFileVersion],
  migrations: [I18nLanguageFiles1763700007000],
  ownedTables: ['language_files', 'language_file_versions'],
};

import { LanguageFileVersion } from './files/language-file-version.entity';
import { LanguageFile } from './files/language-file.entity';
import { I18nLanguageFiles1763700007000 } from './migrations/1763700007000-i18n-language-files';
import type { DomainSchema } from '@soundpost/server-core/database';

export { LanguageFile, LanguageFileVersion };

export const i18nSchema: DomainSchema = {
  entities: [LanguageFile, LanguageFileVersion],
  migrations: [I18nLanguageFiles1763700007000],
  ownedTables: ['language_files', 'language_file_versions'],
};

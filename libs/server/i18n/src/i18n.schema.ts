import { LanguageFileVersion } from './files/language-file-version.entity';
import { LanguageFile } from './files/language-file.entity';
import { I18nLanguageFiles1763700007000 } from './migrations/1763700007000-i18n-language-files';

// Entities and migrations of the i18n domain (composed into the platform schema).
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const i18nEntities: Function[] = [LanguageFile, LanguageFileVersion];
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const i18nMigrations: Function[] = [I18nLanguageFiles1763700007000];

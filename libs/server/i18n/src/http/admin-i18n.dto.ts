import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';

// The checks live in LanguageFilesService (shared with the CLI); `@Allow()` keeps the fields through the whitelist.

export class SaveLanguageFileDto {
  @ApiProperty({ example: 'fr', description: "2–12 of letters, digits, '_' or '-'; lower-cased ('pt_BR' → 'pt_br'); a new code creates the language" })
  @Allow()
  lang!: unknown;

  @ApiProperty({ type: 'object', additionalProperties: true, example: { nav: { upload: 'Publier' } }, description: 'texts or groups of texts' })
  @Allow()
  payload!: unknown;
}

export class LanguageCodeDto {
  @ApiProperty({ example: 'fr' })
  @Allow()
  lang!: unknown;
}

export class RestoreBackupDto {
  @ApiProperty({ example: 'fr/12', description: 'a backup id from GET /admin/i18n/backups/{lang}' })
  @Allow()
  file!: unknown;
}

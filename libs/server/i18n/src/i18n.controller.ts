import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { TranslationBundle, TranslationsService } from './translations.service';

@ApiTags('i18n')
@Controller('i18n')
export class I18nController {
  constructor(private readonly translations: TranslationsService) {}

  /** GET /i18n/{lang} (spec 000 §7): the nested dictionary for en, fr or es. */
  @Get(':lang')
  @Header('Cache-Control', 'public, max-age=300')
  bundle(@Param('lang') lang: string): TranslationBundle {
    return this.translations.bundle(lang);
  }
}

import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ADMIN_MESSAGES } from '@soundpost/contracts';
import { RequireStaff } from '@soundpost/server-auth';
import type { FastifyRequest } from 'fastify';
import type { LanguageBackupResponse, LanguageFileSummaryResponse } from '../files/language-file.mapper';
import { LanguageFilesService } from '../files/language-files.service';
import { I18N_MESSAGES } from '../i18n.errors';
import type { TranslationBundle } from '../translations';
import { LanguageCodeDto, RestoreBackupDto, SaveLanguageFileDto } from './admin-i18n.dto';
import { readLanguageUpload } from './language-upload.reader';

/**
 * The language file editor (spec 002 §2, §5, §7), for admins and managers. Every change is in the
 * audit log (LanguageFile, LanguageFileVersion). Static paths are declared before `:lang`.
 */
@ApiTags('admin: i18n')
@RequireStaff()
@Controller('admin/i18n')
export class AdminI18nController {
  constructor(private readonly files: LanguageFilesService) {}

  @Get('files')
  @ApiOkResponse({ description: '`{ files: [{ lang, size, updated_at, published_at, shipped, unpublished_changes }] }`' })
  async list(): Promise<{ files: LanguageFileSummaryResponse[] }> {
    return { files: await this.files.listFiles() };
  }

  /** Creates an empty language file (its texts start as the English ones). */
  @Post('files')
  async create(@Body() body: LanguageCodeDto): Promise<{ lang: string; message: string }> {
    const { lang } = await this.files.create(body.lang);
    return { lang, message: I18N_MESSAGES.created };
  }

  @Get('backups/:lang')
  @ApiOkResponse({ description: '`{ backups: [{ file, size, updated_at, reason, created_by }] }`, newest first' })
  async backups(@Param('lang') lang: string): Promise<{ backups: LanguageBackupResponse[] }> {
    return { backups: await this.files.listBackups(lang) };
  }

  @Post('save')
  @HttpCode(200)
  async save(@Body() body: SaveLanguageFileDto): Promise<{ lang: string; message: string }> {
    const { lang } = await this.files.save(body.lang, body.payload);
    return { lang, message: ADMIN_MESSAGES.savedSuccessfully };
  }

  @Post('publish')
  @HttpCode(200)
  @ApiOkResponse({ description: "`{ lang, url: '/api/i18n/<lang>', published_at, message }`" })
  async publish(@Body() body: LanguageCodeDto): Promise<{ lang: string; url: string; published_at: string; message: string }> {
    return { ...(await this.files.publish(body.lang)), message: I18N_MESSAGES.published };
  }

  @Post('restore')
  @HttpCode(200)
  async restore(@Body() body: RestoreBackupDto): Promise<{ lang: string; message: string }> {
    const { lang } = await this.files.restore(body.file);
    return { lang, message: ADMIN_MESSAGES.restoredSuccessfully };
  }

  /** multipart `lang` + `file` (.json, at most 1 MB): saved as the working copy like the editor's JSON. */
  @Post('upload')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  async upload(@Req() request: FastifyRequest): Promise<{ lang: string; message: string }> {
    const upload = await readLanguageUpload(request);
    const { lang } = await this.files.importText(upload.lang, upload.text);
    return { lang, message: ADMIN_MESSAGES.uploadedSuccessfully };
  }

  @Get(':lang')
  async get(@Param('lang') lang: string): Promise<{ lang: string; payload: TranslationBundle }> {
    return this.files.workingCopy(lang);
  }
}

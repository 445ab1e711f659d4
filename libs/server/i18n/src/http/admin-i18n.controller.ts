import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ADMIN_MESSAGES } from '@soundpost/contracts';
import type {
  LanguageBackupListResponse,
  LanguageFileChangedResponse,
  LanguageFileListResponse,
  LanguageFilePublishedResponse,
  LanguageFileResponse,
} from '@soundpost/contracts';
import { StaffOnly } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiMultipart, ApiPathParam, propertyOf } from '@soundpost/server-core/http';
import type { FastifyRequest } from 'fastify';
import { LanguageFilesService } from '../files/language-files.service';
import { I18N_MESSAGES } from '../i18n.errors';
import { LanguageCodeDto, RestoreBackupDto, SaveLanguageFileDto } from './admin-i18n.dto';
import { readLanguageUpload } from './language-upload.reader';

/**
 * The language file editor, for admins and managers. Every change is in the
 * audit log (LanguageFile, LanguageFileVersion). Static paths are declared before `:lang`.
 */
@ApiTags('admin: i18n')
@StaffOnly()
@ApiErrors(503)
@Controller('admin/i18n')
export class AdminI18nController {
  constructor(private readonly files: LanguageFilesService) {}

  @Get('files')
  @ApiJson(200, 'LanguageFileListResponse', '`{ files }`')
  async list(): Promise<LanguageFileListResponse> {
    return { files: await this.files.listFiles() };
  }

  @Post('files')
  @ApiJson(201, 'LanguageFileChangedResponse')
  @ApiErrors(409, 422)
  async create(@Body() body: LanguageCodeDto): Promise<LanguageFileChangedResponse> {
    const { lang } = await this.files.create(body.lang);
    return { lang, message: I18N_MESSAGES.created };
  }

  @Get('backups/:lang')
  @ApiPathParam('lang', propertyOf('LanguageCodeRequest', 'lang'))
  @ApiJson(200, 'LanguageBackupListResponse', '`{ backups }`, newest first')
  @ApiErrors(404, 422)
  async backups(@Param('lang') lang: string): Promise<LanguageBackupListResponse> {
    return { backups: await this.files.listBackups(lang) };
  }

  @Post('save')
  @HttpCode(200)
  @ApiJson(200, 'LanguageFileChangedResponse')
  @ApiErrors(404, 422)
  async save(@Body() body: SaveLanguageFileDto): Promise<LanguageFileChangedResponse> {
    const { lang } = await this.files.save(body.lang, body.payload);
    return { lang, message: ADMIN_MESSAGES.savedSuccessfully };
  }

  @Post('publish')
  @HttpCode(200)
  @ApiJson(200, 'LanguageFilePublishedResponse', "`{ lang, url: '/api/i18n/<lang>', published_at, message }`")
  @ApiErrors(404, 422)
  async publish(@Body() body: LanguageCodeDto): Promise<LanguageFilePublishedResponse> {
    return { ...(await this.files.publish(body.lang)), message: I18N_MESSAGES.published };
  }

  @Post('restore')
  @HttpCode(200)
  @ApiJson(200, 'LanguageFileChangedResponse')
  @ApiErrors(404, 422)
  async restore(@Body() body: RestoreBackupDto): Promise<LanguageFileChangedResponse> {
    const { lang } = await this.files.restore(body.file);
    return { lang, message: ADMIN_MESSAGES.restoredSuccessfully };
  }

  @Post('upload')
  @HttpCode(200)
  @ApiMultipart({ lang: propertyOf('LanguageCodeRequest', 'lang') }, ['file'], ['lang', 'file'])
  @ApiJson(200, 'LanguageFileChangedResponse')
  @ApiErrors(400, 404, 413, 415, 422)
  async upload(@Req() request: FastifyRequest): Promise<LanguageFileChangedResponse> {
    const upload = await readLanguageUpload(request);
    const { lang } = await this.files.importText(upload.lang, upload.text);
    return { lang, message: ADMIN_MESSAGES.uploadedSuccessfully };
  }

  @Get(':lang')
  @ApiPathParam('lang', propertyOf('LanguageCodeRequest', 'lang'))
  @ApiJson(200, 'LanguageFileResponse')
  @ApiErrors(404, 422)
  async get(@Param('lang') lang: string): Promise<LanguageFileResponse> {
    return this.files.workingCopy(lang);
  }
}

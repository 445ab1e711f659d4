import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AccountRoles, ArtistOnly, CurrentUser } from '@soundpost/server-auth';
import { ApiErrors, ApiPathParam } from '@soundpost/server-core/http';
import type { FastifyReply } from 'fastify';
import { LinkQrService } from '../link-qr.service';

/** The QR code of a release's public page, as a download for the artist's posters and flyers. */
@ApiTags('artist: links')
@ArtistOnly()
@AccountRoles('read')
@ApiErrors(401, 403, 503)
@Controller('artist/releases/:release_id/link')
export class ArtistLinkQrController {
  constructor(private readonly qr: LinkQrService) {}

  @Get('qr.svg')
  @ApiPathParam('release_id')
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'The QR code of the public link, as an SVG attachment', content: { 'image/svg+xml': { schema: { type: 'string' } } } })
  @ApiErrors(404)
  async svg(@CurrentUser('id') userId: string, @Param('release_id') releaseId: string, @Res() reply: FastifyReply): Promise<void> {
    const code = await this.qr.svg(userId, releaseId);
    await reply
      .header('Content-Disposition', `attachment; filename="${code.slug}-qr.svg"`)
      .header('Cache-Control', 'private, no-store')
      .type('image/svg+xml; charset=utf-8')
      .send(code.body);
  }

  @Get('qr.png')
  @ApiPathParam('release_id')
  @ApiProduces('image/png')
  @ApiOkResponse({ description: 'The QR code of the public link, as a PNG attachment', content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } })
  @ApiErrors(404)
  async png(@CurrentUser('id') userId: string, @Param('release_id') releaseId: string, @Res() reply: FastifyReply): Promise<void> {
    const code = await this.qr.png(userId, releaseId);
    await reply
      .header('Content-Disposition', `attachment; filename="${code.slug}-qr.png"`)
      .header('Cache-Control', 'private, no-store')
      .type('image/png')
      .send(code.body);
  }
}

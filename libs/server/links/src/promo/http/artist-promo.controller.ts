import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { PROMO_KINDS } from '@soundpost/contracts';
import { AccountRoles, ArtistOnly, CurrentUser } from '@soundpost/server-auth';
import { ApiErrors, ApiPathParam } from '@soundpost/server-core/http';
import type { FastifyReply } from 'fastify';
import { PromoService } from '../promo.service';

const binary = (mediaType: string, description: string) => ApiOkResponse({ description, content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } } });

/** The artist's promo art downloads: one image, or all four in a zip. */
@ApiTags('artist: links')
@ArtistOnly()
@AccountRoles('read')
@ApiErrors(401, 403, 503)
@Controller('artist/releases')
export class ArtistPromoController {
  constructor(private readonly promo: PromoService) {}

  @Get(':id/promo')
  @ApiPathParam()
  @ApiProduces('application/zip')
  @binary('application/zip', 'square.png, story.png, landscape.png and banner.png')
  @ApiErrors(404)
  async zip(@CurrentUser('id') userId: string, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const { filename, stream } = await this.promo.artistZip(userId, id);
    void reply.header('Content-Disposition', `attachment; filename="${filename}"`).header('Cache-Control', 'private, no-store');
    return new StreamableFile(stream, { type: 'application/zip' });
  }

  @Get(':id/promo/:kind')
  @ApiPathParam()
  @ApiPathParam('kind', { type: 'string', enum: [...PROMO_KINDS] }, 'square 1080x1080, story 1080x1920, landscape 1200x630, banner 1500x500; another kind is a 404')
  @ApiProduces('image/png')
  @binary('image/png', 'The image as PNG')
  @ApiErrors(404)
  async image(@CurrentUser('id') userId: string, @Param('id') id: string, @Param('kind') kind: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const { filename, png } = await this.promo.artistImage(userId, id, kind);
    void reply.header('Content-Disposition', `attachment; filename="${filename}"`).header('Cache-Control', 'private, no-store');
    return new StreamableFile(png, { type: 'image/png', length: png.length });
  }
}

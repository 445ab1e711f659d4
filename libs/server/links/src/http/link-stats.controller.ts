import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { LINK_STATS_GROUPS, type LinkStatsResponse } from '@soundpost/contracts';
import { AccountRoles, ArtistOnly, CurrentUser } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiPathParam, ApiText } from '@soundpost/server-core/http';
import type { FastifyReply } from 'fastify';
import { linkStatsCsv, linkStatsFilename } from '../stats/link-stats-csv';
import { LinkStatsService } from '../stats/link-stats.service';
import { validateLinkStatsQuery } from './links.dto';

const ApiStatsQuery = (): MethodDecorator => (target, key, descriptor) => {
  ApiQuery({ name: 'from', required: false, schema: { type: 'string', format: 'date' } })(target, key, descriptor);
  ApiQuery({ name: 'to', required: false, schema: { type: 'string', format: 'date' } })(target, key, descriptor);
  ApiQuery({ name: 'group_by', required: false, schema: { type: 'string', enum: [...LINK_STATS_GROUPS] } })(target, key, descriptor);
};

/** A link's views and clicks by day, store, channel or country, as JSON for the Links page and as CSV. */
@ApiTags('artist: links')
@ArtistOnly()
@AccountRoles('read')
@ApiErrors(401, 403, 503)
@Controller('artist/links')
export class LinkStatsController {
  constructor(private readonly stats: LinkStatsService) {}

  @Get(':link_id/stats')
  @ApiPathParam('link_id')
  @ApiStatsQuery()
  @ApiJson(200, 'LinkStatsResponse')
  @ApiErrors(404, 422)
  async get(@CurrentUser('id') userId: string, @Param('link_id') linkId: string, @Query() query: Record<string, unknown>): Promise<LinkStatsResponse> {
    return (await this.stats.read(userId, linkId, validateLinkStatsQuery(query))).stats;
  }

  @Get(':link_id/stats.csv')
  @ApiPathParam('link_id')
  @ApiStatsQuery()
  @ApiProduces('text/csv')
  @ApiText('text/csv', 'text/csv: the group key (and its name), views, clicks, ctr')
  @ApiErrors(404, 422)
  async csv(@CurrentUser('id') userId: string, @Param('link_id') linkId: string, @Query() query: Record<string, unknown>, @Res() reply: FastifyReply): Promise<void> {
    const { slug, stats } = await this.stats.read(userId, linkId, validateLinkStatsQuery(query));
    await reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${linkStatsFilename(slug, stats)}"`)
      .header('Cache-Control', 'no-store')
      .send(linkStatsCsv(stats));
  }
}

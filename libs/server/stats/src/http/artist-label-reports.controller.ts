import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { LabelReportResponse, LabelStatementResponse } from '@soundpost/contracts';
import { AccountRoles, ArtistOnly, CurrentUser } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiPathParam, ApiText } from '@soundpost/server-core/http';
import type { FastifyReply } from 'fastify';
import { labelStatementCsv, labelStatementFileName } from '../label-reports/label-statement-csv';
import { LabelReportsService } from '../label-reports/label-reports.service';
import { LabelReportQueryDto } from './label-reports.dto';

/** Earnings and streams per directory artist, and each artist's statement (Label plan: 403 with the upgrade path otherwise). */
@ApiTags('artist: label reports')
@ArtistOnly()
@AccountRoles('moneyRead')
@ApiErrors(401, 403, 422, 503)
@Controller('artist/label-reports')
export class ArtistLabelReportsController {
  constructor(private readonly reports: LabelReportsService) {}

  @Get()
  @ApiJson(200, 'LabelReportResponse')
  report(@CurrentUser('id') userId: string, @Query() query: LabelReportQueryDto): Promise<LabelReportResponse> {
    return this.reports.report(userId, query);
  }

  @Get(':artistId/statement')
  @ApiPathParam('artistId')
  @ApiJson(200, 'LabelStatementResponse')
  @ApiErrors(404)
  statement(@CurrentUser('id') userId: string, @Param('artistId') artistId: string, @Query() query: LabelReportQueryDto): Promise<LabelStatementResponse> {
    return this.reports.statement(userId, artistId, query);
  }

  @Get(':artistId/statement.csv')
  @ApiPathParam('artistId')
  @ApiProduces('text/csv')
  @ApiText('text/csv', 'text/csv: month, store, release, track, ISRC, units, gross, share in percent and amount per line, then a total row')
  @ApiErrors(404)
  async statementCsv(@CurrentUser('id') userId: string, @Param('artistId') artistId: string, @Query() query: LabelReportQueryDto, @Res() reply: FastifyReply): Promise<void> {
    const statement = await this.reports.statement(userId, artistId, query);
    await reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${labelStatementFileName(statement)}"`)
      .header('Cache-Control', 'no-store')
      .send(labelStatementCsv(statement));
  }
}

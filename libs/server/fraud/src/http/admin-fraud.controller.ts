import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  FRAUD_MESSAGES,
  type FraudBlockResponse,
  type FraudBlockRow,
  type FraudDismissResponse,
  type FraudFindingRow,
  type FraudOverviewResponse,
  type FraudPage,
  type FraudRunManualResponse,
  type FraudScanQueuedResponse,
  type FraudScoreRow,
  type FraudUserDetailResponse,
} from '@soundpost/contracts';
import { AuthenticatedUser, CurrentUser, StaffOnly } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiListQuery, ApiNoBody, ApiPathParam } from '@soundpost/server-core/http';
import { parseListQuery } from '@soundpost/server-core/lists';
import { FraudBlocksService } from '../blocks/fraud-blocks.service';
import { FraudCentreService, fraudBlocksListSpec, fraudFindingsListSpec, fraudScoresListSpec } from '../findings/fraud-centre.service';
import { FraudScanJobs } from '../scan/fraud-scan.jobs';
import { FraudScanService } from '../scan/fraud-scan.service';
import { FraudBlockDto, FraudUnblockDto } from './fraud.dto';

const actorOf = (user: AuthenticatedUser) => ({ id: user.id, roles: user.roles });

@ApiTags('admin: fraud')
@StaffOnly()
@ApiErrors(503)
@Controller('admin/fraud')
export class AdminFraudController {
  constructor(
    private readonly centre: FraudCentreService,
    private readonly scanner: FraudScanService,
    private readonly scanJobs: FraudScanJobs,
    private readonly blocks: FraudBlocksService,
  ) {}

  @Get('overview')
  @ApiJson(200, 'FraudOverviewResponse')
  overview(): Promise<FraudOverviewResponse> {
    return this.centre.overview();
  }

  @Post('scan')
  @HttpCode(202)
  @ApiNoBody()
  @ApiJson(202, 'FraudScanQueuedResponse', 'Queued')
  async scan(): Promise<FraudScanQueuedResponse> {
    return { message: FRAUD_MESSAGES.scanQueued, job_id: await this.scanJobs.enqueue() };
  }

  @Post('run-manual')
  @HttpCode(200)
  @ApiNoBody()
  @ApiJson(200, 'FraudRunManualResponse', "'Fraud scan completed.' and the number of users this scan blocked")
  @ApiErrors(409)
  async runManual(): Promise<FraudRunManualResponse> {
    const result = await this.scanner.run({ trigger: 'http' });
    return { message: FRAUD_MESSAGES.scanCompleted, blocked_users: result.blocked_users.length, findings_added: result.findings_added };
  }

  @Get('scores')
  @ApiJson(200, 'FraudScorePage')
  @ApiListQuery({ level: { type: 'string', enum: ['low', 'medium', 'high', 'critical'] }, min_score: { type: 'integer' } })
  async scores(@Query() query: Record<string, unknown>): Promise<FraudPage<FraudScoreRow>> {
    const page = await this.centre.scores(parseListQuery(query, fraudScoresListSpec));
    return Object.assign(page, page.meta);
  }

  @Get('findings')
  @ApiJson(200, 'FraudFindingPage')
  @ApiListQuery({ user_id: { type: 'string', format: 'uuid' }, rule: { type: 'string' }, ip: { type: 'string' }, since: { type: 'string', format: 'date-time' } })
  async findings(@Query() query: Record<string, unknown>): Promise<FraudPage<FraudFindingRow>> {
    const page = await this.centre.findingsList(parseListQuery(query, fraudFindingsListSpec));
    return Object.assign(page, page.meta);
  }

  @Post('findings/:id/dismiss')
  @HttpCode(200)
  @ApiNoBody()
  @ApiJson(200, 'FraudDismissResponse')
  @ApiPathParam()
  @ApiErrors(404)
  async dismiss(@CurrentUser('id') staffId: string, @Param('id') id: string): Promise<FraudDismissResponse> {
    return { message: FRAUD_MESSAGES.findingDismissed, finding: await this.centre.dismiss(id, staffId) };
  }

  @Get('blocks')
  @ApiJson(200, 'FraudBlockPage')
  @ApiListQuery()
  async blocksList(@Query() query: Record<string, unknown>): Promise<FraudPage<FraudBlockRow>> {
    const page = await this.centre.blocksList(parseListQuery(query, fraudBlocksListSpec));
    return Object.assign(page, page.meta);
  }

  @Get('user/:id')
  @ApiJson(200, 'FraudUserDetailResponse')
  @ApiPathParam()
  @ApiErrors(404)
  user(@Param('id') id: string): Promise<FraudUserDetailResponse> {
    return this.centre.userDetail(id);
  }

  @Post('block')
  @HttpCode(200)
  @ApiJson(200, 'FraudBlockResponse')
  @ApiErrors(403, 404, 422)
  async block(@CurrentUser() staff: AuthenticatedUser, @Body() body: FraudBlockDto): Promise<FraudBlockResponse> {
    await this.blocks.block(body.user_id, { source: 'manual', reason: body.reason, blockedUntil: body.blocked_until ? new Date(body.blocked_until) : null, actor: actorOf(staff) });
    return { message: FRAUD_MESSAGES.userBlocked, user_id: body.user_id, user_status: 'blocked' };
  }

  @Post('unblock')
  @HttpCode(200)
  @ApiJson(200, 'FraudBlockResponse')
  @ApiErrors(403, 404, 409, 422)
  async unblock(@CurrentUser() staff: AuthenticatedUser, @Body() body: FraudUnblockDto): Promise<FraudBlockResponse> {
    await this.blocks.unblock(body.user_id, { actor: actorOf(staff) });
    return { message: FRAUD_MESSAGES.userUnblocked, user_id: body.user_id, user_status: 'active' };
  }
}

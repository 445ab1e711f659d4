import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type AdminPlanPage, type AdminPlanResponse, PLAN_DEFAULTS } from '@soundpost/contracts';
import { StaffOnly } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiListQuery, ApiPathParam, ApiNoContent } from '@soundpost/server-core/http';
import { parseListQuery } from '@soundpost/server-core/lists';
import { Plan, UNLIMITED } from '../plans/plan.entity';
import { toAdminPlan } from '../plans/plan.mapper';
import { adminPlansListSpec } from '../plans/plans.list';
import { PlanInput, PlansService } from '../plans/plans.service';
import { PlanFormDto } from './admin-billing.dto';

/** Form values over a base: the defaults for a new plan, the stored plan for an edit. */
function toPlanInput(dto: PlanFormDto, base?: Plan): PlanInput {
  return {
    key: dto.key,
    name: dto.name,
    priceCents: dto.price !== undefined ? Math.round(dto.price * 100) : (base?.priceCents ?? PLAN_DEFAULTS.priceCents),
    currency: dto.currency ?? base?.currency ?? PLAN_DEFAULTS.currency,
    billingCycle: dto.billing_cycle ?? base?.billingCycle ?? PLAN_DEFAULTS.billingCycle,
    maxArtists: dto.max_artists ?? base?.maxArtists ?? PLAN_DEFAULTS.maxArtists,
    userLimit: dto.user_limit ?? base?.userLimit ?? PLAN_DEFAULTS.userLimit,
    releaseLimit: dto.release_limit ?? base?.releaseLimit ?? PLAN_DEFAULTS.releaseLimit,
    maxExtraArtists: dto.max_extra_artists ?? base?.maxExtraArtists ?? UNLIMITED,
    // null is a value here (every store): only an absent field keeps the stored allowance.
    storeLimit: dto.store_limit !== undefined ? dto.store_limit : (base?.storeLimit ?? null),
    supportLevel: dto.support_level ?? base?.supportLevel ?? PLAN_DEFAULTS.supportLevel,
    stripePriceId: dto.stripe_price_id !== undefined ? dto.stripe_price_id : (base?.stripePriceId ?? null),
    paypalPlanId: dto.paypal_plan_id !== undefined ? dto.paypal_plan_id : (base?.paypalPlanId ?? null),
    features: dto.features ?? base?.features ?? { ...PLAN_DEFAULTS.features },
    isActive: dto.is_active ?? base?.isActive ?? true,
  };
}

/** The back office's plans screen. */
@ApiTags('admin: billing')
@StaffOnly()
@ApiErrors(503)
@Controller('admin/plans')
export class AdminPlansController {
  constructor(private readonly plans: PlansService) {}

  /** `?q&sort=newest|oldest|price_asc|price_desc&page&per_page`. */
  @Get()
  @ApiListQuery()
  @ApiJson(200, 'AdminPlanPage', '`{ data, meta, total, last_page }`')
  async list(@Query() query: Record<string, unknown>): Promise<AdminPlanPage> {
    const page = await this.plans.adminList(parseListQuery(query, adminPlansListSpec));
    // The screen reads total and last_page at the top level; the page keeps its Content-Range marker.
    return Object.assign(page, { total: page.meta.total, last_page: page.meta.last_page });
  }

  @Get(':id')
  @ApiPathParam()
  @ApiJson(200, 'AdminPlanResponse')
  @ApiErrors(404)
  async get(@Param('id') id: string): Promise<AdminPlanResponse> {
    return toAdminPlan(await this.plans.getById(id));
  }

  @Post()
  @ApiJson(201, 'AdminPlanResponse')
  @ApiErrors(409, 422)
  async create(@Body() body: PlanFormDto): Promise<AdminPlanResponse> {
    return toAdminPlan(await this.plans.create(toPlanInput(body)));
  }

  @Put(':id')
  @ApiPathParam()
  @ApiJson(200, 'AdminPlanResponse')
  @ApiErrors(404, 409, 422)
  async update(@Param('id') id: string, @Body() body: PlanFormDto): Promise<AdminPlanResponse> {
    const plan = await this.plans.getById(id);
    return toAdminPlan(await this.plans.update(id, toPlanInput(body, plan)));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiPathParam()
  @ApiNoContent()
  @ApiErrors(404, 409, 422)
  async remove(@Param('id') id: string): Promise<void> {
    await this.plans.delete(id);
  }
}

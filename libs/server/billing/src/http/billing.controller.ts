import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiJson, oa, Public } from '@soundpost/server-core/http';
import { RateLimit } from '@soundpost/server-core/rate-limit';
import { ArtistOnly, CurrentUser } from '@soundpost/server-auth';
import { CHECKOUT_START_RATE_LIMIT, CheckoutService } from '../checkout/checkout.service';
import { toPublicPlan, PublicPlanResponse } from '../plans/plan.mapper';
import { PlansService } from '../plans/plans.service';
import { BillingStatusResponse } from '../subscriptions/subscription.mapper';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { PlanIdDto } from './admin-billing.dto';
import { billingStatusSchema, manualCheckoutSchema, publicPlanSchema } from './billing.openapi';

/** The artist-facing billing calls except the card and PayPal checkouts. */
@ApiTags('billing')
@ApiErrors(503)
@Controller('billing')
export class BillingController {
  constructor(
    private readonly plans: PlansService,
    private readonly subscriptions: SubscriptionsService,
    private readonly checkout: CheckoutService,
  ) {}

  /** Public: the active plans, cheapest first. */
  @Get('plans')
  @ApiJson(200, oa.obj({ plans: oa.arr(publicPlanSchema) }), '`{ plans }`')
  @Public()
  async list(): Promise<{ plans: PublicPlanResponse[] }> {
    return { plans: (await this.plans.listActive()).map(toPublicPlan) };
  }

  @Get('status')
  @ArtistOnly()
  @ApiJson(200, billingStatusSchema, '`{ subscription, plan }`, both null without an active plan')
  @ApiErrors(403)
  status(@CurrentUser('id') userId: string): Promise<BillingStatusResponse> {
    return this.subscriptions.status(userId);
  }

  /** Bank transfer: a pending transaction with a unique reference and the bank details to pay to. */
  @Post('checkout/manual')
  @HttpCode(200)
  @RateLimit(CHECKOUT_START_RATE_LIMIT)
  @ArtistOnly()
  @ApiJson(200, manualCheckoutSchema, '`{ reference, amount, currency, bank: { account_name, iban, swift }, message }`; a free plan answers `{ activated: true, message }`')
  @ApiErrors(403, 404, 409, 422)
  async manual(@CurrentUser('id') userId: string, @Body() body: PlanIdDto): Promise<object> {
    const result = await this.checkout.startManual(userId, body.plan_id);
    if ('reference' in result) return result;
    return { activated: true, message: result.message, subscription_id: result.subscription?.id ?? null, transaction_id: result.transaction.id };
  }
}

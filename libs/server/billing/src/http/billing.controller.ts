import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiJson, Public } from '@soundpost/server-core/http';
import { RateLimit } from '@soundpost/server-core/rate-limit';
import { AccountRoles, ArtistOnly, CurrentUser, MailLanguage } from '@soundpost/server-auth';
import type { BillingStatusResponse, CheckoutQuoteResponse, ManualCheckoutResult, PlanListResponse } from '@soundpost/contracts';
import { CHECKOUT_START_RATE_LIMIT, CheckoutService, toQuoteAnswer } from '../checkout/checkout.service';
import { toPublicPlan } from '../plans/plan.mapper';
import { PlansService } from '../plans/plans.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { PlanIdDto } from './admin-billing.dto';

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
  @ApiJson(200, 'PlanListResponse', '`{ plans }`')
  @Public()
  async list(): Promise<PlanListResponse> {
    return { plans: (await this.plans.listActive()).map(toPublicPlan) };
  }

  @Get('status')
  @ArtistOnly()
  @AccountRoles('read')
  @ApiJson(200, 'BillingStatusResponse', '`{ subscription, plan }`, both null without an active plan')
  @ApiErrors(403)
  status(@CurrentUser('id') userId: string): Promise<BillingStatusResponse> {
    return this.subscriptions.status(userId);
  }

  /**
   * What buying a plan costs the caller now: price, credit for the unused time of the current paid
   * plan, amount due. The checkouts charge the same quote, computed again when they start.
   */
  @Get('quote')
  @ArtistOnly()
  @AccountRoles('moneyRead')
  @ApiJson(200, 'CheckoutQuoteResponse', '`{ plan_id, plan_name, currency, price_cents, credit_cents, amount_due_cents, credit: { subscription_id, plan_id, plan_name, unused_from, unused_until } | null }` (cents)')
  @ApiErrors(403, 404, 422)
  async quote(@CurrentUser('id') userId: string, @Query() query: PlanIdDto): Promise<CheckoutQuoteResponse> {
    return toQuoteAnswer(await this.checkout.quote(userId, query.plan_id));
  }

  /** Bank transfer: a pending transaction with a unique reference and the bank details to pay to. */
  @Post('checkout/manual')
  @HttpCode(200)
  @RateLimit(CHECKOUT_START_RATE_LIMIT)
  @ArtistOnly()
  @AccountRoles('money')
  @ApiJson(200, 'ManualCheckoutResult', '`{ reference, amount, currency, bank: { account_name, iban, swift }, message }`; a free plan answers `{ activated: true, message }`')
  @ApiErrors(403, 404, 409, 422)
  async manual(@CurrentUser('id') userId: string, @Body() body: PlanIdDto, @MailLanguage() language: string | null): Promise<ManualCheckoutResult> {
    const result = await this.checkout.startManual(userId, body.plan_id, language);
    if ('reference' in result) return result;
    return { activated: true, message: result.message, subscription_id: result.subscription?.id ?? null, transaction_id: result.transaction.id };
  }
}

import { Body, Controller, Headers, HttpCode, Post, Req, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiExcludeEndpoint, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { CurrentUser, RequireAuth } from '@soundpost/server-auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimit } from '@soundpost/server-core';
import { CHECKOUT_START_RATE_LIMIT } from '../checkout/checkout.service';
import { ActivatedAnswer, PaidAnswer, PaymentFlowsService } from '../gateways/payment-flows.service';
import { CapturePayPalDto, ConfirmCardDto, PlanIdDto } from './checkout.dto';

/**
 * Card (Stripe) and PayPal checkouts, their return calls and webhooks (spec 000 §7, 001 §4 and §7).
 * Without provider keys the sandbox answers in their place with the same redirects.
 */
@ApiTags('billing')
@Controller('billing')
export class CheckoutController {
  constructor(private readonly flows: PaymentFlowsService) {}

  @Post('checkout/stripe')
  @HttpCode(200)
  @RateLimit(CHECKOUT_START_RATE_LIMIT)
  @RequireAuth('artist')
  @ApiOkResponse({ description: '`{ url, session_id }` to redirect to; a free plan answers `{ activated: true, message: \'Free plan activated.\' }`' })
  @ApiNotFoundResponse({ description: 'Unknown plan' })
  @ApiUnprocessableEntityResponse({ description: '`downgrade_not_allowed`' })
  checkoutCard(@CurrentUser('id') userId: string, @Body() body: PlanIdDto): Promise<{ url: string; session_id: string } | ActivatedAnswer> {
    return this.flows.startCard(userId, body.plan_id);
  }

  @Post('checkout/paypal')
  @HttpCode(200)
  @RateLimit(CHECKOUT_START_RATE_LIMIT)
  @RequireAuth('artist')
  @ApiOkResponse({ description: '`{ approve_url, order_id }` to redirect to' })
  @ApiNotFoundResponse({ description: 'Unknown plan' })
  @ApiUnprocessableEntityResponse({ description: '`downgrade_not_allowed`' })
  checkoutPayPal(@CurrentUser('id') userId: string, @Body() body: PlanIdDto): Promise<{ approve_url: string; order_id: string } | ActivatedAnswer> {
    return this.flows.startPayPal(userId, body.plan_id);
  }

  @Post('stripe/confirm')
  @HttpCode(200)
  @RequireAuth('artist')
  @ApiOkResponse({ description: "`{ message: 'Payment confirmed.', plan, subscription }`" })
  @ApiAcceptedResponse({ description: "`{ status: 'processing' }`: not paid yet" })
  @ApiNotFoundResponse({ description: 'Unknown session, or another artist\'s' })
  async confirmCard(
    @CurrentUser('id') userId: string,
    @Body() body: ConfirmCardDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PaidAnswer | { status: 'processing' }> {
    const paid = await this.flows.confirmCard(userId, body.session_id);
    if (paid) return paid;
    void reply.status(202);
    return { status: 'processing' };
  }

  @Post('paypal/capture')
  @HttpCode(200)
  @RequireAuth('artist')
  @ApiOkResponse({ description: "`{ message: 'PayPal payment captured.', plan, subscription }`" })
  @ApiNotFoundResponse({ description: 'Unknown order, or another artist\'s' })
  @ApiUnprocessableEntityResponse({ description: '`payment_not_completed`: the order is not approved' })
  capturePayPal(@CurrentUser('id') userId: string, @Body() body: CapturePayPalDto): Promise<PaidAnswer> {
    return this.flows.capturePayPal(userId, body.order_id);
  }

  /** Stripe's signed events; the signature covers the exact bytes, hence the raw body. */
  @Post('stripe/webhook')
  @HttpCode(200)
  @RouteConfig({ rawBody: true })
  @ApiExcludeEndpoint()
  @ApiBadRequestResponse({ description: 'Bad signature' })
  stripeWebhook(@Req() request: FastifyRequest & { rawBody?: Buffer }, @Headers('stripe-signature') signature: string | undefined): Promise<object> {
    return this.flows.stripeWebhook(request.rawBody, signature);
  }

  @Post('paypal/webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  paypalWebhook(@Req() request: FastifyRequest, @Body() body: unknown): Promise<object> {
    return this.flows.paypalWebhook(request.headers, body);
  }
}

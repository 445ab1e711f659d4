import { Body, Controller, Headers, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, AppConfig } from '@soundpost/server-core/config';
import { ApiErrors, ApiJson, ApiJsonBody, Public, requestSiteUrl } from '@soundpost/server-core/http';
import { RateLimit } from '@soundpost/server-core/rate-limit';
import { AccountRoles, ArtistOnly, CurrentUser, MailLanguage } from '@soundpost/server-auth';
import type { CardCheckoutResponse, PaymentConfirmedResponse, PaymentProcessingResponse, PayPalCheckoutResponse } from '@soundpost/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CHECKOUT_START_RATE_LIMIT } from '../checkout/checkout.service';
import { PaymentFlowsService } from '../gateways/payment-flows.service';
import { CapturePayPalDto, ConfirmCardDto, PlanIdDto } from './checkout.dto';

/**
 * Card (Stripe) and PayPal checkouts, their return calls and webhooks.
 * Without provider keys the sandbox answers in their place with the same redirects.
 */
@ApiTags('billing')
@ApiErrors(503)
@Controller('billing')
export class CheckoutController {
  constructor(
    private readonly flows: PaymentFlowsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('checkout/stripe')
  @HttpCode(200)
  @RateLimit(CHECKOUT_START_RATE_LIMIT)
  @ArtistOnly()
  @AccountRoles('money')
  @ApiJson(200, 'CardCheckoutResponse', "`{ url, session_id }` to redirect to; a free plan answers `{ activated: true, message: 'Free plan activated.' }`")
  @ApiErrors(403, 404, 409, 422)
  checkoutCard(
    @CurrentUser('id') userId: string,
    @Body() body: PlanIdDto,
    @Req() request: FastifyRequest,
    @MailLanguage() language: string | null,
  ): Promise<CardCheckoutResponse> {
    return this.flows.startCard(userId, body.plan_id, requestSiteUrl(request, this.config), language);
  }

  @Post('checkout/paypal')
  @HttpCode(200)
  @RateLimit(CHECKOUT_START_RATE_LIMIT)
  @ArtistOnly()
  @AccountRoles('money')
  @ApiJson(200, 'PayPalCheckoutResponse', '`{ approve_url, order_id }` to redirect to; a free plan is activated at once')
  @ApiErrors(403, 404, 409, 422)
  checkoutPayPal(
    @CurrentUser('id') userId: string,
    @Body() body: PlanIdDto,
    @Req() request: FastifyRequest,
    @MailLanguage() language: string | null,
  ): Promise<PayPalCheckoutResponse> {
    return this.flows.startPayPal(userId, body.plan_id, requestSiteUrl(request, this.config), language);
  }

  @Post('stripe/confirm')
  @HttpCode(200)
  @ArtistOnly()
  @AccountRoles('money')
  @ApiJson(200, 'PaymentConfirmedResponse', "`{ message: 'Payment confirmed.', plan, subscription }`")
  @ApiJson(202, 'PaymentProcessingResponse', "`{ status: 'processing' }`: not paid yet")
  @ApiErrors(403, 404, 422)
  async confirmCard(
    @CurrentUser('id') userId: string,
    @Body() body: ConfirmCardDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PaymentConfirmedResponse | PaymentProcessingResponse> {
    const paid = await this.flows.confirmCard(userId, body.session_id);
    if (paid) return paid;
    void reply.status(202);
    return { status: 'processing' };
  }

  @Post('paypal/capture')
  @HttpCode(200)
  @ArtistOnly()
  @AccountRoles('money')
  @ApiJson(200, 'PaymentConfirmedResponse', "`{ message: 'PayPal payment captured.', plan, subscription }`")
  @ApiErrors(403, 404, 422)
  capturePayPal(@CurrentUser('id') userId: string, @Body() body: CapturePayPalDto): Promise<PaymentConfirmedResponse> {
    return this.flows.capturePayPal(userId, body.order_id);
  }

  /** Stripe's signed events; the signature covers the exact bytes, hence the raw body. */
  @Post('stripe/webhook')
  @HttpCode(200)
  @RouteConfig({ rawBody: true })
  @ApiJsonBody('ProviderWebhookEvent')
  @ApiJson(200, 'WebhookReceivedResponse', 'Recorded (or a duplicate)')
  @ApiErrors(400)
  @Public()
  stripeWebhook(@Req() request: FastifyRequest & { rawBody?: Buffer }, @Headers('stripe-signature') signature: string | undefined): Promise<object> {
    return this.flows.stripeWebhook(request.rawBody, signature);
  }

  @Post('paypal/webhook')
  @HttpCode(200)
  @ApiJsonBody('ProviderWebhookEvent')
  @ApiJson(200, 'WebhookReceivedResponse', 'Recorded (or a duplicate)')
  @ApiErrors(400)
  @Public()
  paypalWebhook(@Req() request: FastifyRequest, @Body() body: Record<string, unknown> | null): Promise<object> {
    return this.flows.paypalWebhook(request.headers, body);
  }
}

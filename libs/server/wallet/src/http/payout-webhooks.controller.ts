import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiJson, ApiJsonBody, Public } from '@soundpost/server-core/http';
import { PayoutsService } from '../payouts/payouts.service';

interface PayPalPayoutEvent {
  event_type?: string;
  resource?: { payout_item?: { sender_item_id?: string }; sender_batch_id?: string; payout_batch_id?: string; batch_header?: { payout_batch_id?: string; sender_batch_header?: { sender_batch_id?: string } } };
}

/** The event is only a nudge to ask PayPal itself, so a forged or replayed event changes nothing by its content. */
@ApiTags('payouts: webhooks')
@Controller('payouts')
export class PayoutWebhooksController {
  constructor(private readonly payouts: PayoutsService) {}

  @Post('paypal/webhook')
  @HttpCode(200)
  @ApiJsonBody('PayoutWebhookEvent')
  @ApiJson(200, 'WebhookReceivedResponse', 'Seen; the payout is reconciled with PayPal')
  @ApiErrors(400)
  @Public()
  async paypal(@Body() event: PayPalPayoutEvent | null): Promise<{ received: boolean }> {
    const r = event?.resource ?? {};
    const refs = [r.payout_item?.sender_item_id, r.sender_batch_id, r.batch_header?.sender_batch_header?.sender_batch_id, r.payout_batch_id, r.batch_header?.payout_batch_id].filter(
      (v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 255,
    );
    for (const ref of refs) {
      const id = await this.payouts.findByProviderRef(ref);
      if (id) {
        await this.payouts.reconcile(id);
        break;
      }
    }
    return { received: true };
  }
}

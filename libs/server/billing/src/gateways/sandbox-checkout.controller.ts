import { createHash } from 'node:crypto';
import { Controller, Get, Param, Post, Res } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiNoBody, ApiPathParam, Public } from '@soundpost/server-core/http';
import type { FastifyReply } from 'fastify';
import { SANDBOX_CHECKOUT_PATH, SandboxPaymentsService } from './sandbox.gateway';
import { SandboxPayment } from './sandbox-payment.entity';

const STYLE =
  'body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}' +
  'main{background:#fff;border-radius:12px;padding:32px;box-shadow:0 2px 12px rgba(0,0,0,.08);max-width:380px;width:100%}' +
  'h1{font-size:1.2rem;margin:0 0 4px}p{color:#555}.amount{font-size:2rem;font-weight:700;color:#111;margin:16px 0}' +
  'form{display:inline}button{font:inherit;padding:10px 20px;border-radius:8px;border:0;cursor:pointer;margin-right:8px}' +
  '.pay{background:#2e7d32;color:#fff}.cancel{background:#e0e0e0}.note{font-size:.8rem;color:#888}';
// The API's CSP forbids everything; the page needs only its own stylesheet (no script at all),
// allowed by hash. form-action is left open: the buttons redirect to the web app's origin.
const PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sandbox provider's checkout page (no Stripe or PayPal keys set): the plan and amount with
 * Pay and Cancel. Plain forms, no script, so it works under a strict CSP.
 */
/** Pages, not JSON: the sandbox stands in for the providers' hosted checkouts. */
const html = (status: number, description: string) => ApiResponse({ status, description, content: { 'text/html': { schema: { type: 'string' } } } });

@ApiTags('billing')
@ApiErrors(503)
@Public()
@Controller('billing/sandbox/checkout')
export class SandboxCheckoutController {
  constructor(private readonly sandbox: SandboxPaymentsService) {}

  @Get(':id')
  @ApiPathParam()
  @html(200, 'The sandbox checkout page')
  @html(404, 'Checkout not found')
  async page(@Param('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    const row = await this.sandbox.find(id);
    if (!row) return this.html(reply, 404, '<h1>Checkout not found</h1><p>This sandbox checkout does not exist.</p>');
    await this.html(reply, 200, checkoutPage(row));
  }

  @Post(':id/pay')
  @ApiNoBody()
  @ApiPathParam()
  @ApiResponse({ status: 303, description: 'Back to the web app' })
  @html(404, 'Checkout not found')
  async pay(@Param('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    const target = await this.sandbox.pay(id);
    if (!target) return this.html(reply, 404, '<h1>Checkout not found</h1>');
    await reply.status(303).redirect(target);
  }

  @Post(':id/cancel')
  @ApiNoBody()
  @ApiPathParam()
  @ApiResponse({ status: 303, description: 'Back to the web app' })
  @html(404, 'Checkout not found')
  async cancel(@Param('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    const target = await this.sandbox.cancel(id);
    if (!target) return this.html(reply, 404, '<h1>Checkout not found</h1>');
    await reply.status(303).redirect(target);
  }

  private async html(reply: FastifyReply, status: number, body: string): Promise<void> {
    await reply
      .status(status)
      .header('Content-Security-Policy', PAGE_CSP)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox checkout</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`);
  }
}

function checkoutPage(row: SandboxPayment): string {
  const amount = `${row.currency} ${(row.amountCents / 100).toFixed(2)}`;
  const action = (what: string) => `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(row.id)}/${what}`;
  const provider = row.kind === 'card' ? 'Card payment' : 'PayPal';
  if (row.status !== 'open') {
    return `<h1>${provider} (sandbox)</h1><p>This checkout is already ${escapeHtml(row.status)}.</p>`;
  }
  return (
    `<h1>${provider} (sandbox)</h1><p>${escapeHtml(row.planName)} plan</p>` +
    `<div class="amount" data-testid="amount">${escapeHtml(amount)}</div>` +
    `<form method="post" action="${escapeHtml(action('pay'))}"><button class="pay" type="submit">Pay</button></form>` +
    `<form method="post" action="${escapeHtml(action('cancel'))}"><button class="cancel" type="submit">Cancel</button></form>` +
    '<p class="note">Sandbox: no money moves. Set the provider keys to take real payments.</p>'
  );
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  MINIMUM_PAYOUT_CENTS,
  PAYOUT_MESSAGES,
  PAYOUT_METHODS,
  PAYOUT_STATUSES,
  validateAdjustAmountCents,
  validateAdjustMeta,
  validatePayoutDestination,
  WALLET_CURRENCY,
  WALLET_TRANSACTION_TYPES,
  isPayoutMethod,
  isSafeCents,
  type PayoutCreateRequest,
  type PayoutMethod,
  type PayoutPreviewQuery,
  type PayoutStatus,
  type PayoutStatusUpdateRequest,
  type WalletAdjustRequest,
  type WalletTransactionType,
} from '@soundpost/contracts';
import { FollowsRule } from '@soundpost/server-core/http';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

const trimOrNull = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() || null : value);
const lower = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export const NOTES_MAX = 1000;
export const DESCRIPTION_MAX = 1000;
const CURRENCY_MESSAGE = 'Wallets are in EUR.';

/** Amount in cents: positive, then at least the minimum; the balance is checked under the wallet's lock. */
const payoutAmount = (value: unknown, payload?: { closing?: unknown }) =>
  !isSafeCents(value) || value <= 0
    ? { ok: false as const, error: PAYOUT_MESSAGES.amountInvalid }
    : value < MINIMUM_PAYOUT_CENTS && payload?.closing !== true
      ? { ok: false as const, error: PAYOUT_MESSAGES.minimum }
      : { ok: true as const, value };

/** POST /artist/wallet/payouts. */
export class PayoutCreateDto implements PayoutCreateRequest {
  @ApiProperty({ description: 'Cents, at least 2500', example: 5000 })
  @FollowsRule(payoutAmount)
  amount!: number;

  @ApiPropertyOptional({ enum: [WALLET_CURRENCY], default: WALLET_CURRENCY })
  @Transform(lower)
  @IsOptional()
  @IsIn([WALLET_CURRENCY], { message: CURRENCY_MESSAGE })
  currency?: string;

  @ApiProperty({ enum: PAYOUT_METHODS })
  @IsIn(PAYOUT_METHODS, { message: 'Choose a payout method: manual, paypal, bank or stripe_connect.' })
  method!: PayoutMethod;

  @ApiPropertyOptional({ nullable: true, description: 'PayPal e-mail (paypal) or IBAN (bank)' })
  @FollowsRule((value, payload) => (isPayoutMethod(payload.method) ? validatePayoutDestination(payload.method, value) : { ok: true, value: null }))
  destination?: string | null;

  @ApiPropertyOptional({ nullable: true, maxLength: NOTES_MAX })
  @Transform(trimOrNull)
  @IsOptional()
  @MaxLength(NOTES_MAX, { message: `The notes may not be longer than ${NOTES_MAX} characters.` })
  @IsString({ message: 'The notes must be text.' })
  notes?: string | null;

  @ApiPropertyOptional({ description: 'A closing payout (before closing the account): not bound by the minimum, must be the whole balance' })
  @IsOptional()
  @IsBoolean({ message: 'closing must be true or false.' })
  closing?: boolean;
}

/** POST /admin/wallets/{id}/adjust. */
export class WalletAdjustDto implements WalletAdjustRequest {
  @ApiProperty({ enum: WALLET_TRANSACTION_TYPES })
  @IsIn(WALLET_TRANSACTION_TYPES, { message: 'Choose credit or debit.' })
  type!: WalletTransactionType;

  @ApiProperty({ description: 'Cents, positive', example: 12000 })
  @FollowsRule(validateAdjustAmountCents)
  amount!: number;

  @ApiPropertyOptional({ enum: [WALLET_CURRENCY], default: WALLET_CURRENCY })
  @Transform(lower)
  @IsOptional()
  @IsIn([WALLET_CURRENCY], { message: CURRENCY_MESSAGE })
  currency?: string;

  @ApiPropertyOptional({ nullable: true, maxLength: DESCRIPTION_MAX })
  @Transform(trimOrNull)
  @IsOptional()
  @MaxLength(DESCRIPTION_MAX, { message: `The description may not be longer than ${DESCRIPTION_MAX} characters.` })
  @IsString({ message: 'The description must be text.' })
  description?: string | null;

  @ApiPropertyOptional({ description: 'A JSON object, or its text', nullable: true })
  @FollowsRule(validateAdjustMeta)
  meta?: Record<string, unknown> | string | null;
}

/** PUT /admin/wallets/payouts/{id}. */
export class PayoutStatusUpdateDto implements PayoutStatusUpdateRequest {
  @ApiProperty({ enum: PAYOUT_STATUSES })
  @IsIn(PAYOUT_STATUSES, { message: 'Choose a payout status: requested, approved, processing, paid, rejected or cancelled.' })
  status!: PayoutStatus;

  @ApiPropertyOptional({ nullable: true, maxLength: NOTES_MAX, description: 'Why (shown to the artist on a rejection)' })
  @Transform(trimOrNull)
  @IsOptional()
  @MaxLength(NOTES_MAX, { message: `The reason may not be longer than ${NOTES_MAX} characters.` })
  @IsString({ message: 'The reason must be text.' })
  reason?: string | null;
}

/** A positive whole number of cents, as the query string gives it ("5000") or as a number. */
const previewAmount = (value: unknown) => {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : value;
  return isSafeCents(n) && n > 0 ? { ok: true as const, value: n } : { ok: false as const, error: PAYOUT_MESSAGES.amountInvalid };
};

/** GET /artist/wallet/payouts/preview?amount_cents=&method=. */
export class PayoutPreviewQueryDto implements PayoutPreviewQuery {
  @ApiProperty({ description: 'Cents, positive', example: 5000 })
  @FollowsRule(previewAmount)
  amount_cents!: number;

  @ApiProperty({ enum: PAYOUT_METHODS })
  @IsIn(PAYOUT_METHODS, { message: 'Choose a payout method: manual, paypal, bank or stripe_connect.' })
  method!: PayoutMethod;
}

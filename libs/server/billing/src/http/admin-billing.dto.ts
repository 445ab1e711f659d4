import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ADMIN_MESSAGES, parseJsonText, PLAN_DEFAULTS } from '@soundpost/contracts';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsNumber, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { BILLING_CYCLES, SUPPORT_LEVELS } from '../plans/plan.entity';
import { SUBSCRIPTION_STATUSES } from '../subscriptions/subscription.entity';
import { TRANSACTION_STATUSES } from '../transactions/billing-transaction.entity';
import type { CheckoutRequest } from '@soundpost/contracts';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
const blankToNull = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() || null : value);
/** Features arrive as an object or as the JSON text of the form's textarea; empty means none. */
const parseFeatures = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const parsed = parseJsonText(value);
  // Text that is not JSON stays text, for @IsObject to refuse with the field's message.
  return parsed.ok ? (parsed.value ?? {}) : value;
};

export const PLAN_FORM_MESSAGES = {
  nameRequired: ADMIN_MESSAGES.nameRequired,
  price: 'Price must be a number of at least 0 with at most 2 decimals.',
  features: 'Features must be valid JSON (an object).',
  maxArtists: 'Max artists must be at least 1.',
  userLimit: 'User limit must be at least 1.',
  releaseLimit: 'Release limit must be -1 (unlimited) or 0 or more.',
  maxExtraArtists: 'Collaborators per release must be -1 (unlimited) or 0 or more.',
  storeLimit: 'Stores per release must be empty (every store) or at least 1.',
  billingCycle: 'Billing cycle must be monthly or yearly.',
  supportLevel: 'Support level must be Email, Priority or Dedicated.',
  currency: 'Currency must be a 3-letter code.',
  key: 'Key must be lower-case letters, digits and dashes.',
  priceTooHigh: 'Price must be at most 1000000.',
  limitTooHigh: 'Limits must be at most 1000000.',
} as const;

/** Bounds that keep a plan's price (in cents) and limits (integer columns) representable. */
const MAX_PLAN_PRICE = 1_000_000;
const MAX_PLAN_LIMIT = 1_000_000;

/** POST /admin/plans and PUT /admin/plans/:id (plan rules and defaults). Price in euros, stored in cents. */
export class PlanFormDto {
  @ApiProperty({ example: 'Artist' })
  @Transform(trim)
  @IsString({ message: PLAN_FORM_MESSAGES.nameRequired })
  @IsNotEmpty({ message: PLAN_FORM_MESSAGES.nameRequired })
  @MaxLength(255)
  name!: string;

  @ApiPropertyOptional({ example: 'artist', description: 'stable identifier; derived from the name when absent' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: PLAN_FORM_MESSAGES.key })
  @Matches(/^[a-z0-9][a-z0-9-]{0,63}$/, { message: PLAN_FORM_MESSAGES.key })
  key?: string;

  @ApiPropertyOptional({ example: 0.99, default: 0 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: PLAN_FORM_MESSAGES.price })
  @Min(0, { message: PLAN_FORM_MESSAGES.price })
  @Max(MAX_PLAN_PRICE, { message: PLAN_FORM_MESSAGES.priceTooHigh })
  price?: number;

  @ApiPropertyOptional({ default: PLAN_DEFAULTS.currency })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value))
  @IsString({ message: PLAN_FORM_MESSAGES.currency })
  @Matches(/^[A-Z]{3}$/, { message: PLAN_FORM_MESSAGES.currency })
  currency?: string;

  @ApiPropertyOptional({ enum: BILLING_CYCLES, default: PLAN_DEFAULTS.billingCycle })
  @IsOptional()
  @IsIn(BILLING_CYCLES, { message: PLAN_FORM_MESSAGES.billingCycle })
  billing_cycle?: (typeof BILLING_CYCLES)[number];

  @ApiPropertyOptional({ default: PLAN_DEFAULTS.maxArtists })
  @IsOptional()
  @IsInt({ message: PLAN_FORM_MESSAGES.maxArtists })
  @Min(1, { message: PLAN_FORM_MESSAGES.maxArtists })
  @Max(MAX_PLAN_LIMIT, { message: PLAN_FORM_MESSAGES.limitTooHigh })
  max_artists?: number;

  @ApiPropertyOptional({ default: PLAN_DEFAULTS.userLimit })
  @IsOptional()
  @IsInt({ message: PLAN_FORM_MESSAGES.userLimit })
  @Min(1, { message: PLAN_FORM_MESSAGES.userLimit })
  @Max(MAX_PLAN_LIMIT, { message: PLAN_FORM_MESSAGES.limitTooHigh })
  user_limit?: number;

  @ApiPropertyOptional({ default: PLAN_DEFAULTS.releaseLimit, description: '-1 unlimited' })
  @IsOptional()
  @IsInt({ message: PLAN_FORM_MESSAGES.releaseLimit })
  @Min(-1, { message: PLAN_FORM_MESSAGES.releaseLimit })
  @Max(MAX_PLAN_LIMIT, { message: PLAN_FORM_MESSAGES.limitTooHigh })
  release_limit?: number;

  @ApiPropertyOptional({ default: -1, description: 'collaborators per release besides the primary artist; -1 unlimited' })
  @IsOptional()
  @IsInt({ message: PLAN_FORM_MESSAGES.maxExtraArtists })
  @Min(-1, { message: PLAN_FORM_MESSAGES.maxExtraArtists })
  @Max(MAX_PLAN_LIMIT, { message: PLAN_FORM_MESSAGES.limitTooHigh })
  max_extra_artists?: number;

  @ApiPropertyOptional({ nullable: true, example: 18, description: 'stores the artist may pick for a release; null every store' })
  @IsOptional()
  @Transform(blankToNull)
  @ValidateIf((_, v) => v !== null)
  @IsInt({ message: PLAN_FORM_MESSAGES.storeLimit })
  @Min(1, { message: PLAN_FORM_MESSAGES.storeLimit })
  @Max(MAX_PLAN_LIMIT, { message: PLAN_FORM_MESSAGES.limitTooHigh })
  store_limit?: number | null;

  @ApiPropertyOptional({ enum: SUPPORT_LEVELS, default: PLAN_DEFAULTS.supportLevel })
  @IsOptional()
  @IsIn(SUPPORT_LEVELS, { message: PLAN_FORM_MESSAGES.supportLevel })
  support_level?: (typeof SUPPORT_LEVELS)[number];

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Transform(blankToNull)
  @IsString()
  @MaxLength(255)
  stripe_price_id?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Transform(blankToNull)
  @IsString()
  @MaxLength(255)
  paypal_plan_id?: string | null;

  @ApiPropertyOptional({ example: PLAN_DEFAULTS.features, description: 'a JSON object, or its text' })
  @IsOptional()
  @Transform(parseFeatures)
  @IsObject({ message: PLAN_FORM_MESSAGES.features })
  features?: Record<string, unknown>;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  is_active?: boolean;
}

/** 'YYYY-MM-DD HH:mm:ss' (UTC, the back office's format), 'YYYY-MM-DD' or ISO 8601. */
export const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
export function parseDateTime(value: string | null | undefined): Date | null | undefined {
  if (value === undefined || value === null) return value;
  const v = value.trim().replace(' ', 'T');
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(v);
  const date = new Date(v.length === 10 ? `${v}T00:00:00Z` : hasZone ? v : `${v}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export class UpdateSubscriptionDto {
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES })
  @IsIn(SUBSCRIPTION_STATUSES, { message: 'Status must be active, inactive, canceled or expired.' })
  status!: (typeof SUBSCRIPTION_STATUSES)[number];

  @ApiPropertyOptional({ nullable: true, example: '2026-12-31 23:59:59' })
  @IsOptional()
  @Transform(blankToNull)
  @ValidateIf((_, v) => v !== null)
  @IsString({ message: 'Expiry must be a date and time (YYYY-MM-DD HH:mm:ss).' })
  @Matches(DATE_TIME_PATTERN, { message: 'Expiry must be a date and time (YYYY-MM-DD HH:mm:ss).' })
  expires_at?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(blankToNull)
  @ValidateIf((_, v) => v !== null)
  @IsString()
  plan_id?: string | null;
}

export class UpdateTransactionDto {
  @ApiPropertyOptional({ enum: TRANSACTION_STATUSES })
  @IsOptional()
  @IsIn(TRANSACTION_STATUSES, { message: 'Status must be paid, pending, failed, refunded or void.' })
  status?: (typeof TRANSACTION_STATUSES)[number];

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Transform(blankToNull)
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(2000)
  description?: string | null;

  @ApiPropertyOptional({ nullable: true, example: '2026-11-21 10:00:00' })
  @IsOptional()
  @Transform(blankToNull)
  @ValidateIf((_, v) => v !== null)
  @IsString({ message: 'Paid at must be a date and time (YYYY-MM-DD HH:mm:ss).' })
  @Matches(DATE_TIME_PATTERN, { message: 'Paid at must be a date and time (YYYY-MM-DD HH:mm:ss).' })
  paid_at?: string | null;
}

export class PlanIdDto implements CheckoutRequest {
  @ApiProperty()
  @IsString({ message: 'plan_id is required.' })
  @IsNotEmpty({ message: 'plan_id is required.' })
  plan_id!: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  checkTin,
  isCountryCode,
  signatureMatches,
  TAX_CHAPTER3_STATUSES,
  TAX_CHAPTER4_STATUSES,
  TAX_ENTITY_TYPES,
  TAX_FEDERAL_CLASSIFICATIONS,
  TAX_FORM_KINDS,
  TAX_LIMITS,
  TAX_MESSAGES,
  TAX_TIN_TYPES,
  TAX_TREATY_INCOME_TYPES,
  US_STATE_CODES,
  type TaxAddress,
  type TaxChapter3Status,
  type TaxChapter4Status,
  type TaxEntityType,
  type TaxFederalClassification,
  type TaxFormKind,
  type TaxProfileRequest,
  type TaxTinType,
  type TaxTreatyClaim,
  type TaxTreatyIncomeType,
} from '@soundpost/contracts';
import { FollowsRule } from '@soundpost/server-core/http';
import { Transform, Type } from 'class-transformer';
import { Equals, IsBoolean, IsIn, IsInt, IsNotEmpty, IsNotEmptyObject, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';

// Decorators run bottom-up, so "required" sits lowest (stopAtFirstError reports it first).

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
const upper = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim().toUpperCase() : value);
/** Names keep every letter as typed; only the outer spaces go and the text is NFC-normalised. */
const name = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.normalize('NFC').trim() : value);
const ok = <T>(value: T) => ({ ok: true as const, value });
const err = (error: string) => ({ ok: false as const, error });

const country = (message = TAX_MESSAGES.countryInvalid) => FollowsRule((v) => (isCountryCode(v) ? ok(v) : err(message)), 'country');

/** An optional 9-digit US TIN on a W-8: a valid SSN or EIN. */
const usTinRule = FollowsRule((v) => (v === null || v === undefined || v === '' || checkTin('ssn', v) === null || checkTin('ein', v) === null ? ok(v) : err(TAX_MESSAGES.tinDigits)), 'usTin');

export class TaxProfileDto implements TaxProfileRequest {
  @ApiProperty({ example: 'PT', description: 'ISO 3166-1 alpha-2' })
  @Transform(upper)
  @country()
  tax_residence_country!: string;

  @ApiProperty()
  @IsBoolean({ message: TAX_MESSAGES.usPersonRequired })
  us_person!: boolean;

  @ApiProperty({ enum: TAX_ENTITY_TYPES })
  @IsIn(TAX_ENTITY_TYPES, { message: TAX_MESSAGES.entityTypeInvalid })
  entity_type!: TaxEntityType;
}

abstract class AddressBase {
  @ApiProperty()
  @Transform(name)
  @MaxLength(TAX_LIMITS.addressLineMax, { message: TAX_MESSAGES.addressTooLong })
  @IsNotEmpty({ message: TAX_MESSAGES.addressLine1Required })
  @IsString({ message: TAX_MESSAGES.addressLine1Required })
  line1!: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Transform(name)
  @MaxLength(TAX_LIMITS.addressLineMax, { message: TAX_MESSAGES.addressTooLong })
  @IsString({ message: TAX_MESSAGES.addressTooLong })
  line2?: string | null;

  @ApiProperty()
  @Transform(name)
  @MaxLength(TAX_LIMITS.cityMax, { message: TAX_MESSAGES.addressTooLong })
  @IsNotEmpty({ message: TAX_MESSAGES.cityRequired })
  @IsString({ message: TAX_MESSAGES.cityRequired })
  city!: string;
}

/** Region and postal code as free text, optional (outside the US). */
abstract class FreeAddressBase extends AddressBase {
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Transform(name)
  @MaxLength(TAX_LIMITS.regionMax, { message: TAX_MESSAGES.addressTooLong })
  @IsString({ message: TAX_MESSAGES.addressTooLong })
  region?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Transform(trim)
  @MaxLength(TAX_LIMITS.postalCodeMax, { message: TAX_MESSAGES.addressTooLong })
  @IsString({ message: TAX_MESSAGES.addressTooLong })
  postal_code?: string | null;
}

/** A W-9's address: in the US, with its state and ZIP code. */
export class UsAddressDto extends AddressBase implements TaxAddress {
  @ApiProperty({ example: 'NY' })
  @Transform(upper)
  @FollowsRule((v) => (typeof v === 'string' && US_STATE_CODES.includes(v) ? ok(v) : err(TAX_MESSAGES.usStateInvalid)), 'usState')
  region!: string;

  @ApiProperty({ example: '10001' })
  @Transform(trim)
  @FollowsRule((v) => (typeof v === 'string' && /^\d{5}(-?\d{4})?$/.test(v) ? ok(v) : err(TAX_MESSAGES.usZipInvalid)), 'usZip')
  postal_code!: string;

  @ApiProperty({ example: 'US' })
  @Transform(upper)
  @FollowsRule((v) => (v === 'US' ? ok(v) : err(TAX_MESSAGES.usAddressRequired)), 'usCountry')
  country!: string;
}

/** A W-8's permanent residence (or registered) address: outside the US. */
export class ForeignAddressDto extends FreeAddressBase implements TaxAddress {
  @ApiProperty({ example: 'PT' })
  @Transform(upper)
  @FollowsRule((v) => (v === 'US' ? err(TAX_MESSAGES.residenceNotUs) : isCountryCode(v) ? ok(v) : err(TAX_MESSAGES.countryInvalid)), 'foreignCountry')
  country!: string;
}

/** A W-8's optional mailing address: anywhere. */
export class MailingAddressDto extends FreeAddressBase implements TaxAddress {
  @ApiProperty({ example: 'PT' })
  @Transform(upper)
  @country()
  country!: string;
}

export class TreatyClaimDto implements TaxTreatyClaim {
  @ApiProperty({ example: 'PT' })
  @Transform(upper)
  @country()
  country!: string;

  @ApiProperty({ example: '12' })
  @Transform(trim)
  @MaxLength(TAX_LIMITS.articleMax, { message: TAX_MESSAGES.treatyArticleRequired })
  @IsNotEmpty({ message: TAX_MESSAGES.treatyArticleRequired })
  @IsString({ message: TAX_MESSAGES.treatyArticleRequired })
  article!: string;

  @ApiProperty({ minimum: 0, maximum: TAX_LIMITS.treatyRateMaxBp, example: 1000 })
  @Max(TAX_LIMITS.treatyRateMaxBp, { message: TAX_MESSAGES.treatyRateInvalid })
  @Min(0, { message: TAX_MESSAGES.treatyRateInvalid })
  @IsInt({ message: TAX_MESSAGES.treatyRateInvalid })
  rate_bp!: number;

  @ApiProperty({ enum: TAX_TREATY_INCOME_TYPES })
  @IsIn(TAX_TREATY_INCOME_TYPES, { message: TAX_MESSAGES.treatyIncomeInvalid })
  income_type!: TaxTreatyIncomeType;
}

const isW9 = (o: TaxFormDto) => o.form === 'w9';
const isW8ben = (o: TaxFormDto) => o.form === 'w8ben';
const isW8bene = (o: TaxFormDto) => o.form === 'w8bene';
const isW8 = (o: TaxFormDto) => o.form === 'w8ben' || o.form === 'w8bene';
const present = (v: unknown) => v !== undefined && v !== null;

/** Whose name the typed signature must equal. */
export function signerNameOf(payload: Record<string, unknown>): string {
  const field = payload['form'] === 'w9' ? 'legal_name' : payload['form'] === 'w8ben' ? 'name' : 'signer_name';
  const value = payload[field];
  return typeof value === 'string' ? value : '';
}

/** The residence (W-8BEN) or incorporation (W-8BEN-E) country a treaty claim must name. */
function treatyHomeOf(payload: Record<string, unknown>): string | null {
  if (payload['form'] === 'w8ben') {
    const address = payload['residence_address'] as { country?: unknown } | undefined;
    return typeof address?.country === 'string' ? address.country : null;
  }
  return typeof payload['incorporation_country'] === 'string' ? payload['incorporation_country'] : null;
}

const nameField = () => [
  Transform(name),
  MaxLength(TAX_LIMITS.nameMax, { message: TAX_MESSAGES.nameTooLong }),
  IsNotEmpty({ message: TAX_MESSAGES.nameRequired }),
  IsString({ message: TAX_MESSAGES.nameRequired }),
];
function NameField(): PropertyDecorator {
  return (target, key) => nameField().reverse().forEach((d) => d(target, key));
}

/**
 * POST /artist/tax/forms: one body, `form` says which form and which of the fields below apply
 * (the others are skipped). The form must also match the profile (checked by the service).
 */
export class TaxFormDto {
  @ApiProperty({ enum: TAX_FORM_KINDS })
  @IsIn(TAX_FORM_KINDS, { message: TAX_MESSAGES.formInvalid })
  form!: TaxFormKind;

  // W-9
  @ApiPropertyOptional({ description: 'W-9: the name on the tax return' })
  @ValidateIf(isW9)
  @NameField()
  legal_name?: string;

  @ApiPropertyOptional({ nullable: true, description: 'W-9: business / disregarded entity name' })
  @ValidateIf((o: TaxFormDto) => isW9(o) && present(o.business_name))
  @Transform(name)
  @MaxLength(TAX_LIMITS.nameMax, { message: TAX_MESSAGES.nameTooLong })
  @IsString({ message: TAX_MESSAGES.nameTooLong })
  business_name?: string | null;

  @ApiPropertyOptional({ enum: TAX_FEDERAL_CLASSIFICATIONS })
  @ValidateIf(isW9)
  @IsIn(TAX_FEDERAL_CLASSIFICATIONS, { message: TAX_MESSAGES.classificationInvalid })
  federal_tax_classification?: TaxFederalClassification;

  @ApiPropertyOptional({ enum: TAX_TIN_TYPES })
  @ValidateIf(isW9)
  @IsIn(TAX_TIN_TYPES, { message: TAX_MESSAGES.tinTypeInvalid })
  tin_type?: TaxTinType;

  @ApiPropertyOptional({ example: '123-45-6789', description: 'W-9: 9 digits, dashes allowed' })
  @ValidateIf(isW9)
  @Transform(trim)
  @FollowsRule((v, payload) => {
    const message = checkTin(payload['tin_type'] === 'ein' ? 'ein' : 'ssn', v);
    return message ? err(message) : ok(v);
  }, 'tin')
  tin?: string;

  @ApiPropertyOptional({ type: UsAddressDto, description: 'W-9: US address; W-8BEN-E: registered address (not US)' })
  @ValidateIf((o: TaxFormDto) => isW9(o) || isW8bene(o))
  @ValidateNested()
  @Type((opts) => ((opts?.object as TaxFormDto | undefined)?.form === 'w9' ? UsAddressDto : ForeignAddressDto))
  @IsNotEmptyObject({}, { message: TAX_MESSAGES.addressLine1Required })
  @IsObject({ message: TAX_MESSAGES.addressLine1Required })
  address?: UsAddressDto | ForeignAddressDto;

  // W-8BEN
  @ApiPropertyOptional({ description: 'W-8BEN: the individual' })
  @ValidateIf(isW8ben)
  @NameField()
  name?: string;

  @ApiPropertyOptional({ example: 'PT' })
  @ValidateIf(isW8ben)
  @Transform(upper)
  @country()
  citizenship_country?: string;

  @ApiPropertyOptional({ type: ForeignAddressDto })
  @ValidateIf(isW8ben)
  @ValidateNested()
  @Type(() => ForeignAddressDto)
  @IsNotEmptyObject({}, { message: TAX_MESSAGES.addressLine1Required })
  @IsObject({ message: TAX_MESSAGES.addressLine1Required })
  residence_address?: ForeignAddressDto;

  @ApiPropertyOptional({ example: '1990-04-01' })
  @ValidateIf(isW8ben)
  @FollowsRule((v) => {
    if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return err(TAX_MESSAGES.dateOfBirthInvalid);
    const t = Date.parse(`${v}T00:00:00Z`);
    const ok_ = Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === v && t < Date.now() && v >= '1900-01-01';
    return ok_ ? ok(v) : err(TAX_MESSAGES.dateOfBirthInvalid);
  }, 'dateOfBirth')
  date_of_birth?: string;

  // W-8BEN-E
  @ApiPropertyOptional({ description: 'W-8BEN-E: the organisation' })
  @ValidateIf(isW8bene)
  @NameField()
  organisation_name?: string;

  @ApiPropertyOptional({ example: 'DE' })
  @ValidateIf(isW8bene)
  @Transform(upper)
  @country()
  incorporation_country?: string;

  @ApiPropertyOptional({ enum: TAX_CHAPTER3_STATUSES })
  @ValidateIf(isW8bene)
  @IsIn(TAX_CHAPTER3_STATUSES, { message: TAX_MESSAGES.chapter3Invalid })
  chapter3_status?: TaxChapter3Status;

  @ApiPropertyOptional({ enum: TAX_CHAPTER4_STATUSES })
  @ValidateIf(isW8bene)
  @IsIn(TAX_CHAPTER4_STATUSES, { message: TAX_MESSAGES.chapter4Invalid })
  chapter4_status?: TaxChapter4Status;

  @ApiPropertyOptional({ description: 'W-8BEN-E: the person signing for the organisation' })
  @ValidateIf(isW8bene)
  @NameField()
  signer_name?: string;

  // Both W-8
  @ApiPropertyOptional({ type: MailingAddressDto, nullable: true })
  @ValidateIf((o: TaxFormDto) => isW8(o) && present(o.mailing_address))
  @ValidateNested()
  @Type(() => MailingAddressDto)
  @IsObject({ message: TAX_MESSAGES.addressLine1Required })
  mailing_address?: MailingAddressDto | null;

  @ApiPropertyOptional({ nullable: true })
  @ValidateIf((o: TaxFormDto) => isW8(o) && present(o.us_tin) && o.us_tin !== '')
  @Transform(trim)
  @usTinRule
  us_tin?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @ValidateIf(isW8)
  @Transform(trim)
  @FollowsRule((v, payload) => {
    const reason = payload['foreign_tin_missing_reason'];
    const has = typeof v === 'string' && v.trim() !== '';
    if (!has && !(typeof reason === 'string' && reason.trim() !== '')) return err(TAX_MESSAGES.foreignTinOrReason);
    if (has && (v as string).length > TAX_LIMITS.foreignTinMax) return err(TAX_MESSAGES.foreignTinTooLong);
    return ok(v);
  }, 'foreignTin')
  foreign_tin?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @ValidateIf((o: TaxFormDto) => isW8(o) && present(o.foreign_tin_missing_reason))
  @Transform(trim)
  @MaxLength(TAX_LIMITS.reasonMax, { message: TAX_MESSAGES.reasonTooLong })
  @IsString({ message: TAX_MESSAGES.reasonTooLong })
  foreign_tin_missing_reason?: string | null;

  @ApiPropertyOptional({ type: TreatyClaimDto, nullable: true })
  @ValidateIf((o: TaxFormDto) => isW8(o) && present(o.treaty_claim))
  @FollowsRule((v, payload) => {
    const claimed = (v as { country?: unknown } | null)?.country;
    const home = treatyHomeOf(payload);
    return typeof claimed === 'string' && home !== null && claimed.toUpperCase() !== home.toUpperCase() ? err(TAX_MESSAGES.treatyCountryMismatch) : ok(v);
  }, 'treatyCountry')
  @ValidateNested()
  @Type(() => TreatyClaimDto)
  @IsObject({ message: TAX_MESSAGES.treatyArticleRequired })
  treaty_claim?: TreatyClaimDto | null;

  // Every form
  @ApiProperty({ description: 'Must be true' })
  @Equals(true, { message: TAX_MESSAGES.certificationRequired })
  certification!: boolean;

  @ApiProperty({ description: "The signer's name, typed" })
  @Transform(name)
  @FollowsRule((v, payload) => (typeof v === 'string' && signatureMatches(v, signerNameOf(payload)) ? ok(v) : err(TAX_MESSAGES.signatureMismatch)), 'signature')
  @IsNotEmpty({ message: TAX_MESSAGES.signatureRequired })
  @IsString({ message: TAX_MESSAGES.signatureRequired })
  signature!: string;
}

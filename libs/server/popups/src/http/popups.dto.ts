import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { POPUP_TYPES, PopupRequest, PopupType } from '@soundpost/contracts';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsISO8601, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { PopupInput } from '../popups.service';
import { POPUP_MESSAGES } from '../popups.errors';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
const lower = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim().toLowerCase() : value);
/** The form's empty date field means "no bound". */
const blankToNull = ({ value }: { value: unknown }): unknown => (typeof value === 'string' && !value.trim() ? null : value);
/** The spec's status is a boolean; 1/0 (the list filter's spelling) are accepted too. */
const toBool = ({ value }: { value: unknown }): unknown => {
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return value;
};
/** Present (even null) means "validate"; absent means "leave as is" (a PUT may send only status). */
const present = ValidateIf((_: object, value: unknown) => value !== undefined);
const presentAndNotNull = ValidateIf((_: object, value: unknown) => value !== undefined && value !== null);

const MAX_TITLE = 255;
const MAX_MESSAGE = 20_000;

/** Title first, so a 422's top-level message is 'Title is required'; decorators run bottom-up, so "required" sits lowest. */
export class CreatePopupDto implements PopupRequest {
  @ApiProperty({ example: 'New: release analytics' })
  @Transform(trim)
  @MaxLength(MAX_TITLE, { message: POPUP_MESSAGES.titleTooLong })
  @IsNotEmpty({ message: POPUP_MESSAGES.titleRequired })
  @IsString({ message: POPUP_MESSAGES.titleRequired })
  title!: string;

  @ApiProperty({ example: '<p>See your streams <strong>daily</strong>.</p>', description: 'HTML; sanitised with an allowlist when saved' })
  @Transform(trim)
  @MaxLength(MAX_MESSAGE, { message: POPUP_MESSAGES.messageTooLong })
  @IsNotEmpty({ message: POPUP_MESSAGES.messageRequired })
  @IsString({ message: POPUP_MESSAGES.messageRequired })
  message!: string;

  @ApiPropertyOptional({ enum: POPUP_TYPES, default: 'info' })
  @Transform(lower)
  @present
  @IsIn(POPUP_TYPES, { message: POPUP_MESSAGES.type })
  type?: PopupType;

  @ApiPropertyOptional({ nullable: true, example: '2026-11-21T09:00:00.000Z' })
  @Transform(blankToNull)
  @presentAndNotNull
  @IsISO8601({ strict: true }, { message: POPUP_MESSAGES.showFrom })
  show_from?: string | null;

  @ApiPropertyOptional({ nullable: true, example: '2026-12-31T23:59:59.000Z' })
  @Transform(blankToNull)
  @presentAndNotNull
  @IsISO8601({ strict: true }, { message: POPUP_MESSAGES.showUntil })
  show_until?: string | null;

  @ApiPropertyOptional({ default: true })
  @Transform(toBool)
  @present
  @IsBoolean({ message: POPUP_MESSAGES.status })
  status?: boolean;
}

export class UpdatePopupDto implements PopupRequest {
  @ApiPropertyOptional()
  @Transform(trim)
  @present
  @MaxLength(MAX_TITLE, { message: POPUP_MESSAGES.titleTooLong })
  @IsNotEmpty({ message: POPUP_MESSAGES.titleRequired })
  @IsString({ message: POPUP_MESSAGES.titleRequired })
  title?: string;

  @ApiPropertyOptional({ description: 'HTML; sanitised with an allowlist when saved' })
  @Transform(trim)
  @present
  @MaxLength(MAX_MESSAGE, { message: POPUP_MESSAGES.messageTooLong })
  @IsNotEmpty({ message: POPUP_MESSAGES.messageRequired })
  @IsString({ message: POPUP_MESSAGES.messageRequired })
  message?: string;

  @ApiPropertyOptional({ enum: POPUP_TYPES })
  @Transform(lower)
  @present
  @IsIn(POPUP_TYPES, { message: POPUP_MESSAGES.type })
  type?: PopupType;

  @ApiPropertyOptional({ nullable: true })
  @Transform(blankToNull)
  @presentAndNotNull
  @IsISO8601({ strict: true }, { message: POPUP_MESSAGES.showFrom })
  show_from?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @Transform(blankToNull)
  @presentAndNotNull
  @IsISO8601({ strict: true }, { message: POPUP_MESSAGES.showUntil })
  show_until?: string | null;

  @ApiPropertyOptional()
  @Transform(toBool)
  @present
  @IsBoolean({ message: POPUP_MESSAGES.status })
  status?: boolean;
}

const toDate = (value: string | null | undefined): Date | null | undefined =>
  value === undefined ? undefined : value === null ? null : new Date(value);

export function toPopupInput(dto: UpdatePopupDto): Partial<PopupInput> {
  const input: Partial<PopupInput> = {
    title: dto.title,
    message: dto.message,
    type: dto.type,
    showFrom: toDate(dto.show_from),
    showUntil: toDate(dto.show_until),
    status: dto.status,
  };
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<PopupInput>;
}

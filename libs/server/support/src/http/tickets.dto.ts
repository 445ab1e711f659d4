import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  AdminTicketUpdateRequest,
  CreateTicketRequest,
  SUPPORT_MESSAGES,
  TICKET_LIMITS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TicketPriority,
  TicketReplyRequest,
  TicketStatus,
} from '@soundpost/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';

// Text is kept as written (line breaks and all; it is shown as text, never as HTML): only the
// surrounding blanks go, so "   " counts as empty, as the forms say.
const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
const lower = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const present = ValidateIf((_: object, value: unknown) => value !== undefined && value !== '');

/** POST /artist/tickets. Within a field the decorators run bottom-up: "required" sits lowest. */
export class CreateTicketDto implements CreateTicketRequest {
  @ApiProperty({ maxLength: TICKET_LIMITS.subjectMax, example: 'My release is not on Spotify yet' })
  @Transform(trim)
  @MaxLength(TICKET_LIMITS.subjectMax, { message: SUPPORT_MESSAGES.subjectTooLong })
  @IsNotEmpty({ message: SUPPORT_MESSAGES.subjectAndMessageRequired })
  @IsString({ message: SUPPORT_MESSAGES.subjectAndMessageRequired })
  subject!: string;

  @ApiProperty({ maxLength: TICKET_LIMITS.messageMax, example: 'It was approved two weeks ago.\nCan you check?' })
  @Transform(trim)
  @MaxLength(TICKET_LIMITS.messageMax, { message: SUPPORT_MESSAGES.messageTooLong })
  @IsNotEmpty({ message: SUPPORT_MESSAGES.subjectAndMessageRequired })
  @IsString({ message: SUPPORT_MESSAGES.subjectAndMessageRequired })
  message!: string;

  @ApiPropertyOptional({ enum: TICKET_PRIORITIES, default: 'low' })
  @Transform(lower)
  @present
  @IsIn(TICKET_PRIORITIES, { message: SUPPORT_MESSAGES.priorityInvalid })
  priority?: TicketPriority;
}

export class TicketReplyDto implements TicketReplyRequest {
  @ApiProperty({ maxLength: TICKET_LIMITS.messageMax })
  @Transform(trim)
  @MaxLength(TICKET_LIMITS.messageMax, { message: SUPPORT_MESSAGES.messageTooLong })
  @IsNotEmpty({ message: SUPPORT_MESSAGES.replyRequired })
  @IsString({ message: SUPPORT_MESSAGES.replyRequired })
  message!: string;
}

export class UpdateTicketDto implements AdminTicketUpdateRequest {
  @ApiPropertyOptional({ enum: TICKET_STATUSES })
  @Transform(lower)
  @present
  @IsIn(TICKET_STATUSES, { message: SUPPORT_MESSAGES.statusInvalid })
  status?: TicketStatus;

  @ApiPropertyOptional({ enum: TICKET_PRIORITIES })
  @Transform(lower)
  @present
  @IsIn(TICKET_PRIORITIES, { message: SUPPORT_MESSAGES.priorityInvalid })
  priority?: TicketPriority;
}

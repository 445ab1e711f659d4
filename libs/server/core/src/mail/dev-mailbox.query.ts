import { Type } from 'class-transformer';
import { IsEmail, IsInt, IsNotEmpty, IsOptional, Max, Min } from 'class-validator';
import { OUTBOX_LIST_MAX } from './mail.service';

export class DevMailboxQuery {
  @IsEmail({}, { message: 'The to field must be a valid email address.' })
  @IsNotEmpty({ message: 'The to field is required.' })
  to!: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The limit field must be an integer.' })
  @Min(1, { message: 'The limit field must be at least 1.' })
  @Max(OUTBOX_LIST_MAX, { message: `The limit field must not be greater than ${OUTBOX_LIST_MAX}.` })
  limit?: number;
}

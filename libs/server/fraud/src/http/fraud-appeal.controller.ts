import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { type FraudAppealCodeRequest, type FraudAppealRequest, type MessageResponse } from '@soundpost/contracts';
import { MailLanguage } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, Public } from '@soundpost/server-core/http';
import { RateLimit } from '@soundpost/server-core/rate-limit';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { FraudAppealService } from '../appeal/fraud-appeal.service';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

export class FraudAppealCodeDto implements FraudAppealCodeRequest {
  @ApiProperty({ format: 'email' })
  @Transform(trim)
  @IsEmail({}, { message: 'Enter a valid e-mail address.' })
  email!: string;
}

export class FraudAppealDto implements FraudAppealRequest {
  @ApiProperty({ format: 'email' })
  @Transform(trim)
  @IsEmail({}, { message: 'Enter a valid e-mail address.' })
  email!: string;

  @ApiProperty({ pattern: '^\\d{6}$' })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\D/g, '') : value))
  @Matches(/^\d{6}$/, { message: 'Enter the 6-digit code.' })
  code!: string;

  @ApiProperty({ maxLength: 5000 })
  @Transform(trim)
  @MaxLength(5000, { message: 'The message may have at most 5000 characters.' })
  @IsNotEmpty({ message: 'Write your appeal.' })
  @IsString({ message: 'Write your appeal.' })
  message!: string;
}

@ApiTags('fraud: appeal')
@Controller('fraud/appeal')
export class FraudAppealController {
  constructor(private readonly appeals: FraudAppealService) {}

  @Public()
  @Post('code')
  @HttpCode(200)
  @ApiJson(200, 'MessageResponse', 'The same answer whether or not the address is a blocked account')
  @ApiErrors(422, 429)
  @RateLimit({ bucket: 'fraud-appeal', points: 10, duration: 60 })
  sendCode(@Body() body: FraudAppealCodeDto, @MailLanguage() language: string | null): Promise<MessageResponse> {
    return this.appeals.sendCode(body.email, language);
  }

  @Public()
  @Post()
  @HttpCode(200)
  @ApiJson(200, 'MessageResponse', 'A support ticket was opened')
  @ApiErrors(422, 429)
  @RateLimit({ bucket: 'fraud-appeal', points: 10, duration: 60 })
  appeal(@Body() body: FraudAppealDto): Promise<MessageResponse> {
    return this.appeals.appeal(body.email, body.code, body.message);
  }
}

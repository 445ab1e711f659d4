import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ACCOUNT_CLOSING_MESSAGES, ACCOUNT_CLOSURE_REASONS, type AccountCloseRequest, type AccountClosureReason } from '@soundpost/contracts';
import { ArrayMaxSize, Equals, IsArray, IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** POST /me/close. */
export class AccountCloseDto implements AccountCloseRequest {
  @ApiProperty({ description: "The account owner's password" })
  @MaxLength(1000, { message: ACCOUNT_CLOSING_MESSAGES.passwordWrong })
  @IsNotEmpty({ message: ACCOUNT_CLOSING_MESSAGES.passwordRequired })
  @IsString({ message: ACCOUNT_CLOSING_MESSAGES.passwordRequired })
  password!: string;

  @ApiProperty({ enum: [true], description: 'Must be true: the owner confirms the closure' })
  @Equals(true, { message: ACCOUNT_CLOSING_MESSAGES.confirmRequired })
  confirm!: boolean;

  @ApiPropertyOptional({ description: 'Give up a balance under the payout minimum (recorded in the ledger with this consent)' })
  @IsOptional()
  @IsBoolean({ message: 'forfeit_balance must be true or false.' })
  forfeit_balance?: boolean;

  @ApiPropertyOptional({ type: [String], enum: ACCOUNT_CLOSURE_REASONS, description: 'Why the artist leaves (optional)' })
  @IsOptional()
  @IsArray({ message: `reasons must be a list among: ${ACCOUNT_CLOSURE_REASONS.join(', ')}.` })
  @ArrayMaxSize(ACCOUNT_CLOSURE_REASONS.length, { message: `reasons must be a list among: ${ACCOUNT_CLOSURE_REASONS.join(', ')}.` })
  @IsIn(ACCOUNT_CLOSURE_REASONS, { each: true, message: `reasons must be a list among: ${ACCOUNT_CLOSURE_REASONS.join(', ')}.` })
  reasons?: AccountClosureReason[];
}

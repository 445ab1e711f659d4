import { ApiProperty } from '@nestjs/swagger';
import { WALLET_FOUR_EYES_MESSAGES, type WalletAdjustmentRejectRequest } from '@soundpost/contracts';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const REASON_MAX = 1000;
const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

export class WalletAdjustmentRejectDto implements WalletAdjustmentRejectRequest {
  @ApiProperty({ maxLength: REASON_MAX, description: 'Why the adjustment is rejected (kept on the request and in the audit log)' })
  @Transform(trim)
  @MaxLength(REASON_MAX, { message: `The reason may not be longer than ${REASON_MAX} characters.` })
  @IsNotEmpty({ message: WALLET_FOUR_EYES_MESSAGES.reasonRequired })
  @IsString({ message: WALLET_FOUR_EYES_MESSAGES.reasonRequired })
  reason!: string;
}

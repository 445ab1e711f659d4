import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export { PlanIdDto } from './admin-billing.dto';

/** POST /billing/stripe/confirm: the `session_id` the return page got from the provider. */
export class ConfirmCardDto {
  @ApiProperty({ example: 'cs_test_a1b2c3' })
  @MaxLength(255, { message: 'session_id is too long.' })
  @IsString({ message: 'session_id is required.' })
  @IsNotEmpty({ message: 'session_id is required.' })
  session_id!: string;
}

/** POST /billing/paypal/capture: the order id PayPal sent back as `token`. */
export class CapturePayPalDto {
  @ApiProperty({ example: '5O190127TN364715T' })
  @MaxLength(255, { message: 'order_id is too long.' })
  @IsString({ message: 'order_id is required.' })
  @IsNotEmpty({ message: 'order_id is required.' })
  order_id!: string;
}

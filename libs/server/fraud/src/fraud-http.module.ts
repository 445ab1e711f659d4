import { Module } from '@nestjs/common';
import { FraudModule } from './fraud.module';
import { AdminFraudController } from './http/admin-fraud.controller';
import { FraudAppealController } from './http/fraud-appeal.controller';

@Module({
  imports: [FraudModule],
  controllers: [AdminFraudController, FraudAppealController],
})
export class FraudHttpModule {}

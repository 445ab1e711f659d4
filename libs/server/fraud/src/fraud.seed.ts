import type { INestApplicationContext } from '@nestjs/common';
import type { AppConfig } from '@soundpost/server-core/config';
import { FraudScanService } from './scan/fraud-scan.service';

export async function seedFraud({ app, log }: { app: INestApplicationContext; config: AppConfig; log: (m: string) => void }): Promise<void> {
  const result = await app.get(FraudScanService).run({ trigger: 'seed' });
  log(`Fraud scan: ${result.findings_added} finding(s), ${result.blocked_users.length} user(s) blocked`);
}

import { AuthModule } from '@soundpost/server-auth';
import { authSchema } from '@soundpost/server-auth/schema';
import { notificationsSchema } from '@soundpost/server-notifications/schema';
import { createServicesTestContext } from '@soundpost/server-core/testing';
import { KycModule } from '../src/kyc.module';
import { kycSchema } from '../src/schema';

/** The KYC services wired by Nest as in the platform (core, auth, kyc), against a fresh migrated database. No HTTP. */
export function createKycTestContext() {
  return createServicesTestContext({ entities: [...authSchema.entities, ...kycSchema.entities, ...notificationsSchema.entities], imports: [AuthModule, KycModule], label: 'kyc' });
}

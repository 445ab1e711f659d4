import { authEntities, AuthModule } from '@soundpost/server-auth';
import { createServicesTestContext } from '@soundpost/server-core/testing';
import { kycEntities } from '../src/kyc.schema';
import { KycModule } from '../src/kyc.module';

/** The KYC services wired by Nest as in the platform (core, auth, kyc), against a fresh migrated database. No HTTP. */
export function createKycTestContext() {
  return createServicesTestContext({ entities: [...authEntities, ...kycEntities], imports: [AuthModule, KycModule], label: 'kyc' });
}

import { FRAUD_MESSAGES } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core/http';

export const FraudErrors = {
  scanRunning: () => new DomainError('fraud_scan_running', FRAUD_MESSAGES.scanRunning, 409),
  userNotFound: () => DomainError.notFound(FRAUD_MESSAGES.userNotFound, 'user_not_found'),
  findingNotFound: () => DomainError.notFound(FRAUD_MESSAGES.findingNotFound, 'finding_not_found'),
  notBlocked: () => new DomainError('not_blocked', FRAUD_MESSAGES.notBlocked, 409),
  invalidAppealCode: () => new DomainError('invalid_code', FRAUD_MESSAGES.invalidAppealCode, 422, { code: [FRAUD_MESSAGES.invalidAppealCode] }),
};

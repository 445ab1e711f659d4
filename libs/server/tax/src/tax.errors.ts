import { TAX_MESSAGES, type TaxStanding } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core/http';

export const TaxErrors = {
  /** A payout refused: the sentence says why (missing or expired) and where to fix it; the body carries `fix_url` and the standing. */
  formRequired: (standing: TaxStanding) =>
    new DomainError('tax_form_required', standing.reason, 409, undefined, undefined, { fix_url: standing.fix_url, tax_status: standing.status, form: standing.form, expires_at: standing.expires_at }),
  profileRequired: () => DomainError.validation({ form: [TAX_MESSAGES.profileRequired] }),
  formMismatch: (message: string) => DomainError.validation({ form: [message] }),
  signatureMismatch: () => DomainError.validation({ signature: [TAX_MESSAGES.signatureMismatch] }),
  treatyCountryMismatch: () => DomainError.validation({ 'treaty_claim.country': [TAX_MESSAGES.treatyCountryMismatch] }),
};

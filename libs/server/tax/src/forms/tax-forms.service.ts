import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  formForProfile,
  TAX_MESSAGES,
  tinDigits,
  w8ExpiresAt,
  type TaxFormKind,
  type TaxFormRequest,
  type TaxFormResponse,
  type TaxOverviewResponse,
  type TaxProfileRequest,
  type TaxProfileResponse,
} from '@soundpost/contracts';
import { lockUserInTransaction } from '@soundpost/server-core/locks';
import { DataSource, EntityManager } from 'typeorm';
import { toTaxProfileResponse } from '../profiles/tax-profile.mapper';
import { TaxProfilesRepository } from '../profiles/tax-profiles.repository';
import { standingOf } from '../standing/tax-standing';
import { TaxErrors } from '../tax.errors';
import type { TaxForm } from './tax-form.entity';
import { toTaxFormResponse } from './tax-form.mapper';
import { TaxFormsRepository } from './tax-forms.repository';
import { TaxSecrets } from './tax-secrets';

export const TAX_ACCOUNT_LOCK = 'tax:account';
const HISTORY_MAX = 100;

const MISMATCH: Record<TaxFormKind, string> = {
  w9: TAX_MESSAGES.formMismatchW9,
  w8ben: TAX_MESSAGES.formMismatchW8ben,
  w8bene: TAX_MESSAGES.formMismatchW8bene,
};

const blankToNull = (v: string | null | undefined): string | null => (v === undefined || v === null || v.trim() === '' ? null : v);

/** The artist account's tax profile and forms. */
@Injectable()
export class TaxFormsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly profiles: TaxProfilesRepository,
    private readonly forms: TaxFormsRepository,
    private readonly secrets: TaxSecrets,
  ) {}

  async overview(accountId: string, at: Date = new Date()): Promise<TaxOverviewResponse> {
    const [profile, history, inForce] = await Promise.all([
      this.profiles.findOfAccount(accountId),
      this.forms.historyOfAccount(accountId, HISTORY_MAX),
      this.forms.inForceAmong([accountId], at),
    ]);
    const current = history.find((f) => f.supersededAt === null) ?? null;
    return {
      profile: profile ? toTaxProfileResponse(profile) : null,
      current_form: current ? toTaxFormResponse(current) : null,
      standing: standingOf(inForce[0] ?? null, at),
      forms: history.map(toTaxFormResponse),
    };
  }

  async saveProfile(accountId: string, input: TaxProfileRequest): Promise<TaxProfileResponse> {
    return toTaxProfileResponse(await this.profiles.upsert(accountId, input));
  }

  /** Signs a new form (it must be the one the profile calls for); the current one, if any, is superseded. */
  async submit(accountId: string, input: TaxFormRequest, signerIp: string | null, now: Date = new Date()): Promise<TaxFormResponse> {
    const saved = await this.dataSource.transaction(async (m) => {
      await lockUserInTransaction(m, TAX_ACCOUNT_LOCK, accountId);
      const profile = await this.profiles.findOfAccount(accountId, m);
      if (!profile) throw TaxErrors.profileRequired();
      const expected = formForProfile({ us_person: profile.usPerson, entity_type: profile.entityType });
      if (input.form !== expected) throw TaxErrors.formMismatch(MISMATCH[expected]);
      await this.forms.supersedeCurrent(accountId, now, m);
      return this.forms.insert(this.row(accountId, input, signerIp, now), m);
    });
    return toTaxFormResponse(saved);
  }

  private row(accountId: string, input: TaxFormRequest, signerIp: string | null, now: Date): Omit<TaxForm, 'id' | 'createdAt' | 'supersededAt'> {
    const common = {
      accountId,
      kind: input.form,
      signature: input.signature,
      signedAt: now,
      signerIp: signerIp ? signerIp.slice(0, 64) : null,
      businessName: null,
      federalTaxClassification: null,
      tinType: null,
      tinSealed: null,
      tinLast4: null,
      foreignTinSealed: null,
      foreignTinLast4: null,
      foreignTinMissingReason: null,
      citizenshipCountry: null,
      chapter3Status: null,
      chapter4Status: null,
      dateOfBirth: null,
      mailingAddress: null,
      treatyCountry: null,
      treatyArticle: null,
      treatyRateBp: null,
      treatyIncomeType: null,
    } satisfies Partial<TaxForm>;
    if (input.form === 'w9') {
      // The DTO checked it: 9 digits.
      const digits = tinDigits(input.tin) ?? '';
      return {
        ...common,
        payeeName: input.legal_name,
        signerName: input.legal_name,
        businessName: blankToNull(input.business_name),
        federalTaxClassification: input.federal_tax_classification,
        tinType: input.tin_type,
        tinSealed: this.secrets.seal(digits),
        tinLast4: digits.slice(-4),
        country: 'US',
        address: input.address,
        expiresAt: null,
      };
    }
    const usTinText = blankToNull(input.us_tin);
    const usTin = usTinText ? tinDigits(usTinText) : null;
    const foreignTin = blankToNull(input.foreign_tin);
    const w8 = {
      ...common,
      tinSealed: usTin ? this.secrets.seal(usTin) : null,
      tinLast4: usTin ? usTin.slice(-4) : null,
      foreignTinSealed: foreignTin ? this.secrets.seal(foreignTin) : null,
      foreignTinLast4: foreignTin ? foreignTin.replace(/[\s-]/g, '').slice(-4) : null,
      foreignTinMissingReason: foreignTin ? null : blankToNull(input.foreign_tin_missing_reason),
      mailingAddress: input.mailing_address ?? null,
      treatyCountry: input.treaty_claim?.country ?? null,
      treatyArticle: input.treaty_claim?.article ?? null,
      treatyRateBp: input.treaty_claim?.rate_bp ?? null,
      treatyIncomeType: input.treaty_claim ? ('royalties' as const) : null,
      expiresAt: w8ExpiresAt(now),
    };
    if (input.form === 'w8ben') {
      return {
        ...w8,
        payeeName: input.name,
        signerName: input.name,
        citizenshipCountry: input.citizenship_country,
        country: input.residence_address.country,
        address: input.residence_address,
        dateOfBirth: input.date_of_birth,
      };
    }
    return {
      ...w8,
      payeeName: input.organisation_name,
      signerName: input.signer_name,
      country: input.incorporation_country,
      chapter3Status: input.chapter3_status,
      chapter4Status: input.chapter4_status,
      address: input.address,
    };
  }

  /** For the seed and test fixtures: writes a form as if submitted, in the caller's transaction. */
  async fileDirect(manager: EntityManager, accountId: string, input: TaxFormRequest, profile: TaxProfileRequest, signedAt: Date): Promise<TaxForm> {
    await this.profiles.upsert(accountId, profile, manager);
    await this.forms.supersedeCurrent(accountId, signedAt, manager);
    return this.forms.insert(this.row(accountId, input, null, signedAt), manager);
  }
}

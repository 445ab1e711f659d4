import { Injectable } from '@nestjs/common';
import type { AccountRole, ArtistMeUser, DocumentStatus, MeResponse } from '@soundpost/contracts';
import { AuthErrors, UsersService } from '@soundpost/server-auth';
import { valuesOf } from '@soundpost/server-core/http';
import { StorageService } from '@soundpost/server-core/storage';
import { DataSource } from 'typeorm';
import { IdentityDocumentsRepository } from '../documents/identity-documents.repository';
import type { OnboardingKycDto } from '../dto/onboarding-kyc.dto';
import type { ProfileKycDto } from '../dto/profile-kyc.dto';
import type { UpdateProfileDto } from '../dto/update-profile.dto';
import type { ArtistProfile } from './artist-profile.entity';
import { forMember, toArtistMeUser, toMeResponse } from './artist-profile.mapper';
import { ArtistProfilesRepository } from './artist-profiles.repository';
import { displayNameOf } from './display-name';
import { applyHoldingIdentity } from './identity-change';
import { chosenDocType, ONBOARDING_KYC_RULES, PROFILE_KYC_RULES, PROFILE_RULES } from './kyc.rules';

export const DOCUMENT_URL_TTL_SECONDS = 15 * 60;

@Injectable()
export class ArtistProfilesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly profiles: ArtistProfilesRepository,
    private readonly documents: IdentityDocumentsRepository,
    private readonly storage: StorageService,
  ) {}

  /** The account; `role` is the caller's in it, and a member does not see the owner's identity. */
  async me(userId: string, role: AccountRole = 'owner'): Promise<MeResponse> {
    const { user, profile, documentUrl } = await this.load(userId, role);
    const me = toMeResponse(user, profile, documentUrl);
    return role === 'owner' ? me : forMember(me);
  }

  async artistMe(userId: string, role: AccountRole = 'owner'): Promise<ArtistMeUser> {
    const { user, profile, documentUrl } = await this.load(userId, role);
    const me = toArtistMeUser(user, profile, documentUrl);
    return role === 'owner' ? me : forMember(me);
  }

  async identityNameOf(userId: string): Promise<string | null> {
    return displayNameOf(await this.profiles.findByUserId(userId));
  }

  async documentStatusOf(userId: string): Promise<DocumentStatus> {
    return (await this.profiles.documentStatusOf(userId)) ?? 'pending';
  }

  async saveOnboardingIdentity(userId: string, dto: OnboardingKycDto): Promise<boolean> {
    const v = valuesOf(ONBOARDING_KYC_RULES, dto);
    const docType = chosenDocType(dto);
    return this.change(userId, (p) => {
      p.artistName = v('artist_name');
      p.firstName = v('first_name');
      p.lastName = v('last_name');
      p.nationality = v('nationality');
      p.docType = docType;
      p.idCardNumber = docType === 'id_card' ? v('id_card_number') : null;
      p.passportNumber = docType === 'passport' ? v('passport_number') : null;
      p.idIssuingPlace = v('id_issuing_place');
      p.idExpiryDate = v('id_expiry_date');
      p.country = v('country');
      p.countryCode = v('country_code');
      p.address = v('address');
      p.city = v('city', dto.city !== undefined ? dto.city : dto.City);
      p.postalCode = v('postal_code');
      p.phoneNumber = v('phone_number');
      p.civilStatus = v('civil_status');
      p.nifCnpj = v('nif_cnpj');
      p.paypalEmail = v('paypal_email');
      p.iban = v('iban');
      p.company = v('company');
      if (dto.residence_permit_number !== undefined) p.residencePermitNumber = v('residence_permit_number');
    });
  }

  /**
   * `beforePayoutDestinationChange` runs when a PayPal e-mail or an IBAN would be added or changed (the
   * step-up check): payout details are what a session thief changes first.
   */
  async updateBasics(
    userId: string,
    dto: UpdateProfileDto,
    beforePayoutDestinationChange: () => Promise<void> = async () => undefined,
  ): Promise<{ user: ArtistMeUser; identityChangeHeld: boolean }> {
    const v = valuesOf(PROFILE_RULES, dto);
    const current = await this.profiles.payoutDestinationOf(userId);
    const paypal = v('paypal_email') ?? null;
    const iban = v('iban') ?? null;
    // Adding or changing one redirects money; clearing one does not.
    if ((paypal !== null && paypal !== current.paypalEmail) || (iban !== null && iban !== current.iban)) {
      await beforePayoutDestinationChange();
    }
    const identityChangeHeld = await this.change(userId, (p) => {
      p.artistName = v('artist_name');
      p.firstName = v('first_name');
      p.lastName = v('last_name');
      p.phoneNumber = v('phone_number');
      p.country = v('country');
      p.countryCode = v('country_code');
      p.address = v('address');
      p.city = v('city');
      p.postalCode = v('postal_code');
      p.paypalEmail = v('paypal_email');
      p.iban = v('iban');
      p.company = v('company');
      p.civilStatus = v('civil_status');
      p.nifCnpj = v('nif_cnpj');
    });
    return { user: await this.artistMe(userId), identityChangeHeld };
  }

  async updateIdentity(userId: string, dto: ProfileKycDto): Promise<boolean> {
    const v = valuesOf(PROFILE_KYC_RULES, dto);
    const docType = chosenDocType(dto);
    return this.change(userId, (p) => {
      p.docType = docType;
      p.idCardNumber = docType === 'id_card' ? v('id_card_number') : null;
      p.passportNumber = docType === 'passport' ? v('passport_number') : null;
      p.idIssuingPlace = v('id_issuing_place');
      p.idExpiryDate = v('id_expiry_date');
      p.nationality = v('nationality');
      p.residencePermitNumber = v('residence_permit_number');
      p.country = v('country') ?? p.country;
      p.address = v('address') ?? p.address;
      p.city = v('city') ?? p.city;
      p.postalCode = v('postal_code') ?? p.postalCode;
      p.phoneNumber = v('phone_number') ?? p.phoneNumber;
      p.artistName = v('artist_name') ?? p.artistName;
    });
  }

  private change(userId: string, apply: (profile: ArtistProfile) => void): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      const profile = await this.profiles.findOrNew(userId, m);
      const nameBefore = displayNameOf(profile);
      const held = applyHoldingIdentity(profile, apply);
      await this.profiles.save(profile, m);
      const name = displayNameOf(profile);
      if (name && name !== nameBefore) await this.users.setDisplayName(userId, name, m);
      return held;
    });
  }

  private async load(userId: string, role: AccountRole = 'owner') {
    const [user, profile, latest] = await Promise.all([
      this.users.findById(userId),
      this.profiles.findByUserId(userId),
      // A member's answer carries no link to the owner's document: none is signed.
      role === 'owner' ? this.documents.latestOf(userId) : null,
    ]);
    // The token was valid a moment ago; an account deleted since reads as signed out.
    if (!user) throw AuthErrors.unauthenticated();
    const documentUrl = latest ? this.storage.signedUrl(latest.storageKey, DOCUMENT_URL_TTL_SECONDS, Date.now(), { name: latest.originalName ?? undefined }) : null;
    return { user, profile, documentUrl };
  }
}

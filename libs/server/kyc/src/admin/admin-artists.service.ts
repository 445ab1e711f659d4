import { Injectable, Logger } from '@nestjs/common';
import { ADMIN_MESSAGES, ADMIN_ROLES, ARTIST_ROLE_NAME, DocumentStatus } from '@soundpost/contracts';
import type { ArtistAdminDetailResponse, ArtistAdminPage, ArtistAdminResponse, VerifyArtistResponse } from '@soundpost/contracts';
import { ArtistAccountsService, assertMayChangeAccount, AuthenticatedUser, AuthErrors, UsersService } from '@soundpost/server-auth';
import { DomainError, valuesOf } from '@soundpost/server-core/http';
import { ListQuery, toPage } from '@soundpost/server-core/lists';
import { StorageService } from '@soundpost/server-core/storage';
import { NoticesService } from '@soundpost/server-notifications';
import { DataSource, EntityManager } from 'typeorm';
import type { CreateArtistDto, UpdateArtistDto, VerifyArtistDto } from '../dto/admin-artist.dto';
import { DOCUMENT_DECISION_MAIL } from '../mail/kyc-mail-templates';
import { DOCUMENT_DECISION_NOTIFICATION } from '../notifications/kyc-notification-templates';
import { IdentityDocumentsRepository } from '../documents/identity-documents.repository';
import { KycErrors } from '../kyc.errors';
import type { ArtistProfile } from '../profiles/artist-profile.entity';
import { ArtistProfilesRepository } from '../profiles/artist-profiles.repository';
import { displayNameOf } from '../profiles/display-name';
import { applyIdentityChange } from '../profiles/identity-change';
import { DOCUMENT_URL_TTL_SECONDS } from '../profiles/artist-profiles.service';
import { ADMIN_CREATE_ARTIST_RULES, ADMIN_UPDATE_ARTIST_RULES, decision as decisionRule, reviewComment } from '../profiles/kyc.rules';
import { adminArtistsListSpec } from './admin-artists.list';
import { toArtistAdminDetailResponse, toArtistAdminResponse } from './artist-admin.mapper';
import { ArtistDirectoryRepository } from './artist-directory.repository';

const isStaffRole = (role: string) => (ADMIN_ROLES as readonly string[]).includes(role);

function verifiedFor(status: DocumentStatus, requested: boolean | undefined, current: boolean): boolean {
  if (status === 'approved') return true;
  if (status === 'rejected') return false;
  return requested ?? current;
}

@Injectable()
export class AdminArtistsService {
  private readonly logger = new Logger('AdminArtists');

  constructor(
    private readonly dataSource: DataSource,
    private readonly directory: ArtistDirectoryRepository,
    private readonly profiles: ArtistProfilesRepository,
    private readonly documents: IdentityDocumentsRepository,
    private readonly accounts: ArtistAccountsService,
    private readonly users: UsersService,
    private readonly storage: StorageService,
    private readonly notices: NoticesService,
  ) {}

  async list(query: ListQuery): Promise<ArtistAdminPage> {
    const { rows, total } = await this.directory.findPage(query);
    const keys = await this.documents.latestKeysOf(rows.map((r) => r.user.id));
    const data = rows.map(({ user, profile }) => toArtistAdminResponse(user, profile, this.urlOf(keys.get(user.id))));
    const page = toPage(data, total, query, adminArtistsListSpec.resource);
    // Object.assign keeps the page object (and its hidden Content-Range marker).
    return Object.assign(page, { total, last_page: page.meta.last_page, current_page: page.meta.current_page, per_page: page.meta.per_page });
  }

  async get(id: string): Promise<ArtistAdminDetailResponse> {
    const { user, profile } = await this.require(id);
    const documents = await this.documents.listOf(user.id);
    return toArtistAdminDetailResponse(
      user,
      profile,
      documents.map((document) => ({ document, url: this.previewUrl(document.storageKey, document.originalName) })),
    );
  }

  async create(dto: CreateArtistDto, actor: AuthenticatedUser): Promise<ArtistAdminResponse> {
    const v = valuesOf(ADMIN_CREATE_ARTIST_RULES, dto);
    const status = v('document_status') ?? 'pending';
    // Hashing takes tens of milliseconds: done before the transaction holds a connection.
    const [passwordHash] = await this.accounts.hashPasswords([v('password') as string]);
    const id = await this.dataSource.transaction(async (m) => {
      const account = await this.accounts
        .createArtist({ email: v('email'), name: v('name'), passwordHash, emailVerified: v('email_verified') ?? false }, m)
        .catch((error: unknown) => {
          // The form shows it on the e-mail field, as the staff users form does.
          throw error instanceof DomainError && error.code === 'email_taken' ? AuthErrors.emailTakenField() : error;
        });
      await this.review(await this.profiles.findOrNew(account.id, m), status, v('is_verified'), actor, m);
      return account.id;
    });
    return this.summary(id);
  }

  async update(id: string, dto: UpdateArtistDto, actor: AuthenticatedUser): Promise<ArtistAdminResponse> {
    const v = valuesOf(ADMIN_UPDATE_ARTIST_RULES, dto);
    const { user } = await this.require(id);
    // Before the password is hashed; checked again on the locked row by updateAccount.
    assertMayChangeAccount(actor, user);
    const roles = v('roles');
    if (roles) this.checkRoles(user.roles, roles, actor);
    await this.dataSource.transaction(async (m) => {
      await this.users.updateAccount(
        user.id,
        { name: v('name'), email: v('email'), password: v('password'), roles, emailVerified: v('email_verified') },
        { manager: m, actor },
      );
      const profile = await this.profiles.findOrNew(user.id, m);
      await this.review(profile, v('document_status') ?? profile.documentStatus, v('is_verified'), actor, m);
    });
    return this.summary(user.id);
  }

  async delete(id: string, actor: AuthenticatedUser): Promise<void> {
    if (!actor.roles.includes('admin')) throw KycErrors.onlyAdminsDeleteArtists();
    const { user } = await this.require(id);
    const keys = await this.documents.keysOf(user.id);
    // Profile and document rows go with the account (ON DELETE CASCADE); the account's deletion is audited.
    await this.users.delete(user.id, { actor });
    for (const key of keys) {
      await this.storage.delete(key).catch((e: unknown) => this.logger.warn(`Could not delete ${key}: ${String(e)}`));
    }
  }

  async verify(id: string, dto: VerifyArtistDto, actor: AuthenticatedUser): Promise<VerifyArtistResponse> {
    const decided = valuesOf({ decision: decisionRule, comment: reviewComment }, dto);
    const decision = decided('decision');
    const comment = decided('comment');
    const { user } = await this.require(id);
    assertMayChangeAccount(actor, user);
    await this.dataSource.transaction(async (m) => {
      const profile = await this.profiles.findOrNew(user.id, m);
      await this.review(profile, decision, undefined, actor, m, { comment });
      await this.notices.tell(m, user.id, {
        concerns: 'account',
        notification: { template: DOCUMENT_DECISION_NOTIFICATION, params: { decision, comment: comment ?? '' }, url: '/account/profile' },
        mail: { template: DOCUMENT_DECISION_MAIL, params: (to) => ({ name: displayNameOf(profile) ?? to.name, decision, reason: comment ?? '' }) },
      });
    });
    return { message: ADMIN_MESSAGES.verificationUpdated, artist: await this.summary(user.id) };
  }

  private async review(
    profile: ArtistProfile,
    status: DocumentStatus,
    requestedVerified: boolean | undefined,
    actor: AuthenticatedUser,
    m: EntityManager,
    decision?: { comment: string | null },
  ): Promise<void> {
    const latestDocument = await this.documents.latestOf(profile.userId, m);
    if (decision && status !== 'pending' && profile.documentStatus === 'approved' && latestDocument?.status === 'pending') {
      // A new document of an approved artist: approving applies the identity it carries; rejecting
      // leaves the earlier approval and identity standing. Either way the artist stays approved.
      if (status === 'approved') {
        const nameBefore = displayNameOf(profile);
        applyIdentityChange(profile, latestDocument.proposedIdentity);
        profile.reviewedAt = new Date();
        profile.reviewedBy = actor.id;
        profile.reviewComment = decision.comment;
        await this.profiles.save(profile, m);
        // Approved names become the display name when it comes from them (no artist name).
        const name = displayNameOf(profile);
        if (name && name !== nameBefore) await this.users.setDisplayName(profile.userId, name, m);
      }
      latestDocument.status = status;
      latestDocument.reviewedAt = new Date();
      latestDocument.reviewedBy = actor.id;
      latestDocument.reviewComment = decision.comment;
      await this.documents.save(latestDocument, m);
      return;
    }
    const stamp = status !== 'pending' && (decision !== undefined || status !== profile.documentStatus);
    profile.documentStatus = status;
    profile.isVerified = verifiedFor(status, requestedVerified, profile.isVerified);
    if (stamp) {
      profile.reviewedAt = new Date();
      profile.reviewedBy = actor.id;
      if (decision) profile.reviewComment = decision.comment;
    }
    // Held identity changes die with the approval they were waiting on.
    if (status !== 'approved') profile.pendingIdentity = null;
    await this.profiles.save(profile, m);
    if (!stamp) return;
    const latest = latestDocument;
    if (latest) {
      latest.status = status;
      latest.reviewedAt = profile.reviewedAt;
      latest.reviewedBy = actor.id;
      latest.reviewComment = profile.reviewComment;
      await this.documents.save(latest, m);
    }
  }

  private checkRoles(current: string[], next: string[], actor: AuthenticatedUser): void {
    if (!next.includes(ARTIST_ROLE_NAME)) throw KycErrors.artistRoleRequired();
    const staffBefore = current.filter(isStaffRole).sort().join(',');
    const staffAfter = next.filter(isStaffRole).sort().join(',');
    if (staffBefore !== staffAfter && !actor.roles.includes('admin')) throw KycErrors.onlyAdminsGrantStaffRoles();
  }

  private async require(id: string) {
    const row = await this.directory.findArtist(id);
    if (!row) throw KycErrors.artistNotFound();
    return row;
  }

  private async summary(id: string): Promise<ArtistAdminResponse> {
    const { user, profile } = await this.require(id);
    const latest = await this.documents.latestOf(user.id);
    return toArtistAdminResponse(user, profile, this.urlOf(latest?.storageKey));
  }

  private urlOf(key: string | undefined): string | null {
    return key ? this.previewUrl(key, null) : null;
  }

  private previewUrl(key: string, name: string | null): string {
    return this.storage.signedUrl(key, DOCUMENT_URL_TTL_SECONDS, Date.now(), { name: name ?? undefined, inline: true });
  }
}

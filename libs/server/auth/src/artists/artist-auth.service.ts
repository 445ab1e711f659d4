import { Injectable } from '@nestjs/common';
import { ARTIST_ROLE_NAME, AUTH_MESSAGES, hasAdminAccess, isLanguageCode, LOGIN_MESSAGES, normaliseEmail } from '@soundpost/contracts';
import type { MessageResponse, TokenResponse } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core/http';
import { DataSource } from 'typeorm';
import { AuthErrors } from '../auth.errors';
import { OneTimeCodesService } from '../codes/one-time-codes.service';
import { PasswordService } from '../passwords/password.service';
import { TokensService } from '../tokens/tokens.service';
import type { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { ArtistAccountsService } from './artist-accounts.service';
import { ArtistVerificationStatus } from './artist-verification-status';

type Language = string | null | undefined;

const isArtist = (user: Pick<User, 'roles'>) => user.roles.includes(ARTIST_ROLE_NAME) && !hasAdminAccess(user.roles);

@Injectable()
export class ArtistAuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly artists: ArtistAccountsService,
    private readonly passwords: PasswordService,
    private readonly tokens: TokensService,
    private readonly codes: OneTimeCodesService,
    private readonly verification: ArtistVerificationStatus,
  ) {}

  async register(email: string, password: string, language?: Language): Promise<MessageResponse> {
    if (await this.users.existsByEmail(email)) throw AuthErrors.emailTakenField();
    // Hashing takes tens of milliseconds: before the transaction holds a connection.
    const passwordHash = await this.passwords.hash(password);
    await this.codes.throttleSend('email_verification', email);
    try {
      await this.dataSource.transaction(async (manager) => {
        const artist = await this.artists.createArtist({ email, passwordHash }, manager);
        if (isLanguageCode(language)) await this.users.recordLanguage(artist.id, language, manager);
        await this.codes.issueAndMail(artist, 'email_verification', { language, manager });
      });
    } catch (error) {
      // Lost a race with a concurrent sign-up of the same address: the same answer as above.
      if (error instanceof DomainError && error.code === 'email_taken') throw AuthErrors.emailTakenField();
      throw error;
    }
    return { message: AUTH_MESSAGES.codeSent };
  }

  async startOnboarding(email: string, language?: Language): Promise<MessageResponse> {
    const user = await this.onboardingAccount(email, AuthErrors.onboardingEmailNotFound);
    await this.codes.send(user, 'email_verification', { language });
    return { message: AUTH_MESSAGES.accountAlreadyExists };
  }

  async resendEmailCode(email: string, language?: Language): Promise<MessageResponse> {
    const user = await this.onboardingAccount(email, AuthErrors.emailNotFound);
    await this.codes.send(user, 'email_verification', { language });
    return { message: AUTH_MESSAGES.codeResent };
  }

  async verifyEmailCode(email: string, code: string): Promise<TokenResponse> {
    const user = await this.onboardingAccount(email, AuthErrors.emailNotFound);
    if (!(await this.codes.consume(user.id, 'email_verification', code))) throw AuthErrors.invalidOrExpiredCode();
    const token = await this.dataSource.transaction(async (manager) => {
      if (!user.emailVerifiedAt) {
        user.emailVerifiedAt = new Date();
        await this.users.save(user, manager);
      }
      return this.tokens.issue(user.id, 'onboarding', undefined, manager);
    });
    return { token: token.token, message: AUTH_MESSAGES.emailVerified };
  }

  async startLogin(email: string, password: string, language?: Language): Promise<MessageResponse> {
    const found = await this.users.findByEmailWithPasswordHash(email);
    const matches = await this.passwords.verify(found?.passwordHash, password);
    if (!found || !matches) throw AuthErrors.invalidCredentials();
    if (found.status === 'blocked') throw AuthErrors.accountBlocked();
    if (!isArtist(found)) throw AuthErrors.notAnArtist();
    if (found.passwordHash && this.passwords.needsRehash(found.passwordHash)) {
      await this.users.upgradePasswordHash(found.id, await this.passwords.hash(password));
    }
    if (isLanguageCode(language) && language !== found.language) await this.users.recordLanguage(found.id, language);
    await this.codes.send({ id: found.id, email: found.email }, 'artist_login', { language });
    return { message: AUTH_MESSAGES.codeSent };
  }

  async verifyLogin(email: string, code: string): Promise<TokenResponse> {
    const user = await this.users.findByEmail(email);
    if (!user || !(await this.codes.consume(user.id, 'artist_login', code))) throw AuthErrors.invalidLoginCode();
    if (user.status === 'blocked') throw AuthErrors.accountBlocked();
    if (!isArtist(user)) throw AuthErrors.notAnArtist();
    const token = await this.dataSource.transaction(async (manager) => {
      if (!user.emailVerifiedAt) {
        user.emailVerifiedAt = new Date();
        await this.users.save(user, manager);
      }
      return this.tokens.issue(user.id, 'artist', undefined, manager);
    });
    await this.users.markLoggedIn(user.id);
    return { token: token.token, message: LOGIN_MESSAGES.loginSuccess };
  }

  async logout(tokenId: string): Promise<void> {
    await this.tokens.revokeById(tokenId);
  }

  private async onboardingAccount(email: string, notFound: () => DomainError): Promise<User> {
    const user = await this.users.findByEmail(normaliseEmail(email));
    if (!user) throw notFound();
    if (!isArtist(user)) throw AuthErrors.onboardingNotAllowed();
    if (user.status === 'blocked') throw AuthErrors.accountBlocked();
    if (await this.verification.isApproved(user.id)) throw AuthErrors.onboardingComplete();
    return user;
  }
}

import { Injectable } from '@nestjs/common';
import { PASSWORD_CHANGE_MESSAGES, type MessageResponse, type PasswordChangeRequest } from '@soundpost/contracts';
import { MailService } from '@soundpost/server-core/mail';
import { DataSource } from 'typeorm';
import { AuthErrors } from '../auth.errors';
import { PASSWORD_CHANGED_MAIL } from '../passwords/password-changed-mail';
import { PasswordService } from '../passwords/password.service';
import { CredentialsService } from '../tokens/credentials.service';
import { UsersRepository } from '../users/users.repository';

/** A logged-in artist changes their password from the profile (the reset is for a forgotten one). */
@Injectable()
export class PasswordChangeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly credentials: CredentialsService,
    private readonly mail: MailService,
  ) {}

  /** `tokenId` is the session making the change: it stays, every other session and code of the account ends. */
  async change(userId: string, tokenId: string, input: PasswordChangeRequest): Promise<MessageResponse> {
    const newHash = await this.passwords.hash(input.password);
    await this.dataSource.transaction(async (manager) => {
      const user = await this.users.lockByIdWithPasswordHash(userId, manager);
      if (!user) throw AuthErrors.unauthenticated();
      if (!(await this.passwords.verify(user.passwordHash, input.current_password))) throw AuthErrors.currentPasswordWrong();
      user.passwordHash = newHash;
      await this.users.save(user, manager);
      await this.credentials.revokeCredentials(user.id, manager, { sessions: true, keepTokenId: tokenId });
      // Queued in the same transaction: the owner hears of the change if and only if it happened.
      await this.mail.queue({ to: user.email, template: PASSWORD_CHANGED_MAIL, language: user.language, params: { email: user.email } }, manager);
    });
    return { message: PASSWORD_CHANGE_MESSAGES.changed };
  }
}

import { Injectable, OnModuleInit } from '@nestjs/common';
import type { ErasedUserData } from '@soundpost/server-core/user-data';
import { AccountClosingService } from '@soundpost/server-privacy';
import type { EntityManager } from 'typeorm';
import { UserDataEraseRepository } from './user-data-erase.repository';
import { userDataErasers } from './user-data-erasers';

/**
 * Closing an account, the platform's part: every domain's erase statements for one account, in the
 * closure's transaction (privacy keeps the closure, the platform alone reads every registry line).
 * The files they name are handed back, to be deleted once the transaction has committed.
 */
@Injectable()
export class UserDataEraser implements OnModuleInit {
  constructor(
    private readonly closing: AccountClosingService,
    private readonly repository: UserDataEraseRepository,
  ) {}

  onModuleInit(): void {
    this.closing.useEraser((manager, accountId) => this.erase(manager, accountId));
  }

  async erase(manager: EntityManager, accountId: string): Promise<ErasedUserData> {
    const parts = userDataErasers();
    const files: string[] = [];
    // Files first: the statements may delete the rows that name them.
    for (const { part } of parts) for (const set of part.files ?? []) files.push(...(await this.repository.keys(manager, set.sql, accountId)));
    let statements = 0;
    for (const { part } of parts) {
      for (const statement of part.statements) {
        await this.repository.run(manager, statement.sql, accountId);
        statements += 1;
      }
    }
    return { statements, files };
  }
}

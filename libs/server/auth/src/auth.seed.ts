import type { INestApplicationContext } from '@nestjs/common';
import type { AppConfig } from '@soundpost/server-core';
import { StaffUsersService } from './users/staff-users.service';

/** Demo data of the auth domain (the demo admin). Idempotent. */
export async function seedAuth({ app, config, log }: { app: INestApplicationContext; config: AppConfig; log: (m: string) => void }): Promise<void> {
  const { user, created } = await app.get(StaffUsersService).ensureDemoAdmin(config.seed.adminEmail, config.seed.adminPassword);
  log(created ? `Demo admin created: ${user.email}` : `Demo admin already exists: ${user.email}`);
}

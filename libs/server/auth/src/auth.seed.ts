import type { INestApplicationContext } from '@nestjs/common';
import type { AppConfig } from '@soundpost/server-core/config';
import { StaffUsersService } from './users/staff-users.service';

export const DEMO_MANAGER_EMAIL = 'manager@soundpost.local';
export const DEMO_MANAGER_PASSWORD = 'Soundpost-manager-1';

export async function seedAuth({ app, config, log }: { app: INestApplicationContext; config: AppConfig; log: (m: string) => void }): Promise<void> {
  const staff = app.get(StaffUsersService);
  const admin = await staff.ensureDemoAdmin(config.seed.adminEmail, config.seed.adminPassword);
  log(admin.created ? `Demo admin created: ${admin.user.email}` : `Demo admin already exists: ${admin.user.email}`);
  const manager = await staff.ensureDemoManager(DEMO_MANAGER_EMAIL, DEMO_MANAGER_PASSWORD);
  log(manager.created ? `Demo manager created: ${manager.user.email}` : `Demo manager already exists: ${manager.user.email}`);
}

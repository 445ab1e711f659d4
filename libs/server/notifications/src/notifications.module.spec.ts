import { Test } from '@nestjs/testing';
import { NotificationsHttpModule } from './notifications-http.module';
import { notificationsSchema } from './schema';

describe('notifications domain', () => {
  it('compiles its modules', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [NotificationsHttpModule] }).compile();
    await expect(moduleRef.close()).resolves.toBeUndefined();
  });

  it('declares every table its migrations create', () => {
    expect(notificationsSchema.ownedTables.length).toBeGreaterThanOrEqual(notificationsSchema.entities.length);
  });
});

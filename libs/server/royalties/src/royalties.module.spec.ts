import { Test } from '@nestjs/testing';
import { RoyaltiesHttpModule } from './royalties-http.module';
import { royaltiesSchema } from './schema';

describe('royalties domain', () => {
  it('compiles its modules', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [RoyaltiesHttpModule] }).compile();
    await expect(moduleRef.close()).resolves.toBeUndefined();
  });

  it('declares every table its migrations create', () => {
    expect(royaltiesSchema.ownedTables.length).toBeGreaterThanOrEqual(royaltiesSchema.entities.length);
  });
});

import { Test } from '@nestjs/testing';
import { FraudHttpModule } from './fraud-http.module';
import { fraudSchema } from './schema';

describe('fraud domain', () => {
  it('compiles its modules', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [FraudHttpModule] }).compile();
    await expect(moduleRef.close()).resolves.toBeUndefined();
  });

  it('declares every table its migrations create', () => {
    expect(fraudSchema.ownedTables.length).toBeGreaterThanOrEqual(fraudSchema.entities.length);
  });
});

import { Test } from '@nestjs/testing';
import { DeliveryHttpModule } from './delivery-http.module';
import { deliverySchema } from './schema';

describe('delivery domain', () => {
  it('compiles its modules', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [DeliveryHttpModule] }).compile();
    await expect(moduleRef.close()).resolves.toBeUndefined();
  });

  it('declares every table its migrations create', () => {
    expect(deliverySchema.ownedTables.length).toBeGreaterThanOrEqual(deliverySchema.entities.length);
  });
});

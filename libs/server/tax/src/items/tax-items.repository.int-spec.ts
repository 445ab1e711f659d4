import { randomUUID } from 'node:crypto';
import { createServicesTestContext, ServicesTestContext } from '@soundpost/server-core/testing';
import { TaxModule } from '../tax.module';
import { taxSchema } from '../schema';
import { TaxItemsRepository } from './tax-items.repository';

describe('TaxItemsRepository (real Postgres)', () => {
  let ctx: ServicesTestContext;
  let items: TaxItemsRepository;

  beforeAll(async () => {
    ctx = await createServicesTestContext({ entities: taxSchema.entities, imports: [TaxModule], label: 'tax' });
    items = ctx.app.get(TaxItemsRepository);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('inserts an item and reads back only the user\'s own, newest first, up to the limit', async () => {
    const me = randomUUID();
    const other = randomUUID();
    const first = await items.insert(me, 'First');
    const second = await items.insert(me, 'Second');
    await items.insert(other, 'Not mine');
    await ctx.dataSource.query(`UPDATE tax_items SET created_at = now() - interval '1 minute' WHERE id = $1`, [first.id]);

    expect(second).toMatchObject({ userId: me, name: 'Second', createdAt: expect.any(Date) });
    await expect(items.newestForUser(me, 10)).resolves.toEqual([
      expect.objectContaining({ id: second.id, name: 'Second' }),
      expect.objectContaining({ id: first.id, name: 'First' }),
    ]);
    await expect(items.newestForUser(me, 1)).resolves.toEqual([expect.objectContaining({ id: second.id })]);
    await expect(items.newestForUser(randomUUID(), 10)).resolves.toEqual([]);
  });

  it('writes inside the caller\'s transaction, and nothing when it rolls back', async () => {
    const me = randomUUID();
    await expect(
      ctx.dataSource.transaction(async (manager) => {
        await items.insert(me, 'Rolled back', manager);
        await expect(items.newestForUser(me, 10, manager)).resolves.toHaveLength(1);
        throw new Error('the change fails after the insert');
      }),
    ).rejects.toThrow('the change fails after the insert');
    await expect(items.newestForUser(me, 10)).resolves.toEqual([]);
  });
});

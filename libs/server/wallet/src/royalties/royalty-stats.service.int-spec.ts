import { Test, TestingModule } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import { buildDataSourceOptions } from '@soundpost/server-core/database';
import { createTestDatabase, TestDatabase } from '@soundpost/server-core/testing';
import { DataSource } from 'typeorm';
import { Wallet } from '../wallets/wallet.entity';
import { WalletTransaction } from '../wallets/wallet-transaction.entity';
import { WalletTransactionsRepository } from '../wallets/wallet-transactions.repository';
import { walletSchema } from '../schema';
import { RoyaltyStatsService } from './royalty-stats.service';

describe('RoyaltyStatsService (real Postgres)', () => {
  let db: TestDatabase;
  let moduleRef: TestingModule;
  let ds: DataSource;
  let stats: RoyaltyStatsService;
  let walletId: string;

  const move = (fields: Partial<WalletTransaction>) =>
    ds.getRepository(WalletTransaction).save(ds.getRepository(WalletTransaction).create({ walletId, type: 'credit', amountCents: 100, kind: 'royalty', ...fields }));

  beforeAll(async () => {
    db = await createTestDatabase();
    moduleRef = await Test.createTestingModule({
      imports: [
        TypeOrmModule.forRoot({
          ...buildDataSourceOptions(db.url, { poolMax: 2, connectTimeoutMs: 5000, statementTimeoutMs: 10_000 }, { entities: walletSchema.entities, migrations: [] }, 'soundpost-test'),
          logging: false,
        }),
        TypeOrmModule.forFeature([WalletTransaction]),
      ],
      providers: [RoyaltyStatsService, WalletTransactionsRepository],
    }).compile();
    await moduleRef.init();
    ds = moduleRef.get(DataSource);
    stats = moduleRef.get(RoyaltyStatsService);
    const [user] = await ds.query(`INSERT INTO users (name, email, roles) VALUES ('Payee', 'payee@wallet.test', '{artist}') RETURNING id`);
    // The wallet came with the account.
    walletId = (await ds.getRepository(Wallet).findOneByOrFail({ userId: user.id })).id;
  });
  afterAll(async () => {
    await moduleRef?.close();
    await db?.drop();
  });

  it('is 0 while no royalty was paid', async () => {
    await expect(stats.totalRoyaltiesCents()).resolves.toBe(0);
  });

  it('sums completed royalty credits only, in EUR cents', async () => {
    await move({ amountCents: 1250 });
    await move({ amountCents: 99, currency: 'EUR' });
    // None of these is a royalty that reached a balance.
    await move({ amountCents: 5000, status: 'pending' });
    await move({ amountCents: 7000, status: 'failed' });
    await move({ amountCents: 300, type: 'debit' });
    await move({ amountCents: 10_000, kind: 'adjustment' });
    await move({ amountCents: 2500, type: 'debit', kind: 'payout' });
    await move({ amountCents: 400, currency: 'usd' });
    await expect(stats.totalRoyaltiesCents()).resolves.toBe(1349);
  });

  it('reads a sum beyond 2^31 exactly', async () => {
    const before = await stats.totalRoyaltiesCents();
    await move({ amountCents: 3_000_000_000 });
    await move({ amountCents: 3_000_000_001 });
    await expect(stats.totalRoyaltiesCents()).resolves.toBe(before + 6_000_000_001);
  });

  it('defaults a wallet to a zero EUR balance, one per user, and refuses non-positive amounts and unknown kinds', async () => {
    const [wallet] = await ds.query('SELECT balance_cents::int AS balance, currency FROM wallets WHERE id = $1', [walletId]);
    expect(wallet).toEqual({ balance: 0, currency: 'eur' });
    const [{ user_id }] = await ds.query('SELECT user_id FROM wallets WHERE id = $1', [walletId]);
    await expect(ds.query('INSERT INTO wallets (user_id) VALUES ($1)', [user_id])).rejects.toThrow(/wallets_user_uq/);
    await expect(move({ amountCents: 0 })).rejects.toThrow(/wallet_transactions_amount_ck/);
    await expect(ds.query(`INSERT INTO wallet_transactions (wallet_id, type, amount_cents, kind) VALUES ($1, 'credit', 5, 'gift')`, [walletId])).rejects.toThrow(
      /wallet_transactions_kind_ck/,
    );
  });
});

import { DataSource, QueryFailedError } from 'typeorm';
import { RequestContext } from '../context/request-context';
import { buildDataSourceOptions } from '../database/data-source-options';
import { insertReturning, lockOneBy } from '../database/lean-rows';
import { createTestDatabase, TestDatabase } from '../testing/test-database';
import { AuditLog } from './audit-log.entity';
import { insertAudited } from './audited-insert';
import { auditEntities, auditSubscribers } from './audit.schema';
import { AuditProbe, createAuditProbeTable } from './testing/audit-probe.entity';

const actor = { requestId: 'req-lean-1', ip: '203.0.113.9', userAgent: 'jest-agent/2.0', actor: { id: 'artist-7', name: 'Lena', email: 'lena@x.test' } };

describe('one-statement rows: insertAudited, insertReturning, lockOneBy (real Postgres)', () => {
  let db: TestDatabase;
  let ds: DataSource;
  const logsFor = (id: string) => ds.getRepository(AuditLog).find({ where: { auditableId: id }, order: { id: 'ASC' } });

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = await new DataSource(
      buildDataSourceOptions(
        db.url,
        { poolMax: 4, connectTimeoutMs: 5000, statementTimeoutMs: 10_000 },
        { entities: [...auditEntities, AuditProbe], migrations: [], subscribers: auditSubscribers },
        'soundpost-test-lean-rows',
      ),
    ).initialize();
    await createAuditProbeTable(ds);
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('answers the row as save() would (defaults, transformers, dates) and writes the audit row save() would', async () => {
    const fields = { name: 'Nina', email: 'nina@x.test', password: 'p@ss', apiSecret: 's3cr3t', ownerId: 'artist-9', balance: 9_007_199_254_740_991 };
    const lean = await RequestContext.run({ ...actor }, () => ds.transaction((m) => insertAudited(m, AuditProbe, fields)));
    const saved = await RequestContext.run({ ...actor }, () => ds.getRepository(AuditProbe).save(ds.getRepository(AuditProbe).create(fields)));

    expect(lean).toBeInstanceOf(AuditProbe);
    expect(lean).toMatchObject({ name: 'Nina', ownerId: 'artist-9', balance: 9_007_199_254_740_991, rememberToken: null, deletedAt: null });
    expect(lean.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lean.createdAt).toBeInstanceOf(Date);
    await expect(ds.getRepository(AuditProbe).findOneByOrFail({ id: lean.id })).resolves.toEqual(lean);

    const [leanLog] = await logsFor(lean.id);
    const [savedLog] = await logsFor(saved.id);
    const comparable = (log: AuditLog, id: string) => ({ ...log, id: 0, auditableId: id === log.auditableId ? 'id' : log.auditableId, createdAt: null });
    expect(leanLog).toMatchObject({ event: 'created', auditableType: 'Probe', userId: 'artist-9', actorId: 'artist-7', ipAddress: '203.0.113.9', requestId: 'req-lean-1' });
    expect(comparable(leanLog, lean.id)).toMatchObject({ ...comparable(savedLog, saved.id), changes: expect.any(Object) });
    // The same columns as save()'s log (the fields given, and what save() reloads), never a hidden one.
    expect(Object.keys(leanLog.changes).sort()).toEqual(Object.keys(savedLog.changes).sort());
    const { id: _leanId, created_at: _a, updated_at: _b, ...leanChanges } = leanLog.changes;
    const { id: _savedId, created_at: _c, updated_at: _d, ...savedChanges } = savedLog.changes;
    expect(leanChanges).toEqual(savedChanges);
    expect(leanLog.changes).toMatchObject({ id: lean.id, balance: 9_007_199_254_740_991, created_at: lean.createdAt.toISOString() });
    expect(JSON.stringify(leanLog)).not.toMatch(/p@ss|s3cr3t/);
  });

  it('rolls the row and its audit row back with the transaction', async () => {
    let id = '';
    await expect(
      ds.transaction(async (m) => {
        id = (await insertAudited(m, AuditProbe, { name: 'Gone', email: 'gone@x.test' })).id;
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(id).not.toBe('');
    await expect(ds.getRepository(AuditProbe).countBy({ id })).resolves.toBe(0);
    await expect(logsFor(id)).resolves.toEqual([]);
  });

  it('sends a JSON column as JSON, arrays included, and wraps a constraint failure as TypeORM does', async () => {
    const log = await ds.transaction((m) =>
      insertReturning(m, AuditLog, { event: 'created', auditableType: 'Probe', auditableId: 'x', changes: { tags: ['a', 'b'] }, original: {} }),
    );
    expect(log).toMatchObject({ id: expect.any(Number), changes: { tags: ['a', 'b'] }, original: {}, userId: null });
    const error = await ds
      .transaction((m) => insertReturning(m, AuditLog, { event: 'exploded' as AuditLog['event'], auditableType: 'Probe', auditableId: 'x', changes: {}, original: {} }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QueryFailedError);
    expect(error).toMatchObject({ driverError: { code: '23514' } });
  });

  it('locks the row it answers until the transaction ends, answers null for none, and refuses to run outside a transaction', async () => {
    const probe = await ds.getRepository(AuditProbe).save(ds.getRepository(AuditProbe).create({ name: 'Lock', email: 'lock@x.test', balance: 250 }));
    await ds.transaction(async (m) => {
      const locked = await lockOneBy(m, AuditProbe, 'id', probe.id, 'no_key_update');
      expect(locked).toEqual(await ds.getRepository(AuditProbe).findOneByOrFail({ id: probe.id }));
      // Another connection cannot take the same lock while this transaction holds it.
      const other = await ds.query(`SELECT id FROM audit_probe WHERE id = $1 FOR UPDATE NOWAIT`, [probe.id]).catch((e: unknown) => e);
      expect(other).toMatchObject({ driverError: { code: '55P03' } });
      await expect(lockOneBy(m, AuditProbe, 'email', 'nobody@x.test')).resolves.toBeNull();
    });
    await expect(ds.query(`SELECT id FROM audit_probe WHERE id = $1 FOR UPDATE NOWAIT`, [probe.id])).resolves.toHaveLength(1);
    await expect(lockOneBy(ds.manager, AuditProbe, 'id', probe.id)).rejects.toThrow('open transaction');
  });
});

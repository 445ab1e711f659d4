import { DataSource } from 'typeorm';
import { RequestContext, RequestContextStore } from '../context/request-context';
import { buildDataSourceOptions } from '../database/data-source-options';
import { parseListQuery } from '../lists/list-query';
import { createTestDatabase, TestDatabase } from '../testing/test-database';
import { AuditLog } from './audit-log.entity';
import { auditLogListSpec } from './audit-log.list';
import { AuditLogService } from './audit-log.service';
import { AuditLogsRepository } from './audit-logs.repository';
import { auditEntities, auditSubscribers } from './audit.schema';
import { AuditProbe, createAuditProbeTable } from './testing/audit-probe.entity';

const HIDDEN_KEYS = ['password', 'remember_token', 'login_code', 'api_secret'];

const request: RequestContextStore = {
  requestId: 'req-audit-1',
  ip: '203.0.113.7',
  userAgent: 'jest-agent/1.0',
  actor: { id: 'admin-1', name: 'Ada Admin', email: 'ada@soundpost.test' },
};

describe('audit subscriber (real Postgres)', () => {
  let db: TestDatabase;
  let ds: DataSource;

  const logsFor = (id: string) => ds.getRepository(AuditLog).find({ where: { auditableId: id }, order: { id: 'ASC' } });
  const asActor = <T>(fn: () => Promise<T>) => RequestContext.run({ ...request }, fn);

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = new DataSource(
      buildDataSourceOptions(
        db.url,
        { poolMax: 4, connectTimeoutMs: 5000, statementTimeoutMs: 10_000 },
        { entities: [...auditEntities, AuditProbe], migrations: [], subscribers: auditSubscribers },
        'soundpost-test',
      ),
    );
    await ds.initialize();
    await createAuditProbeTable(ds);
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('records a creation with actor, IP, user agent, request id and every visible column', async () => {
    const probe = await asActor(() =>
      ds.getRepository(AuditProbe).save(ds.getRepository(AuditProbe).create({ name: 'Nina', email: 'nina@x.test', password: 'p@ss', rememberToken: 'rt', loginCode: '123456', apiSecret: 's3cr3t', ownerId: 'artist-9', balance: 1500 })),
    );
    const [log] = await logsFor(probe.id);
    expect(log).toMatchObject({
      event: 'created',
      auditableType: 'Probe',
      auditableId: probe.id,
      userId: 'artist-9',
      actorId: 'admin-1',
      actorName: 'Ada Admin',
      actorEmail: 'ada@soundpost.test',
      ipAddress: '203.0.113.7',
      userAgent: 'jest-agent/1.0',
      requestId: 'req-audit-1',
      original: {},
    });
    expect(log.changes).toMatchObject({ id: probe.id, name: 'Nina', email: 'nina@x.test', owner_id: 'artist-9', balance: 1500 });
    for (const key of HIDDEN_KEYS) expect(Object.keys(log.changes)).not.toContain(key);
    expect(JSON.stringify(log)).not.toMatch(/p@ss|123456|s3cr3t|"rt"/);
  });

  it('records only the changed columns of an update, before and after, never the hidden ones', async () => {
    const repo = ds.getRepository(AuditProbe);
    const probe = await repo.save(repo.create({ name: 'Omar', email: 'omar@x.test', password: 'old-pass', ownerId: 'artist-1' }));
    await asActor(async () => {
      const loaded = await repo.findOneByOrFail({ id: probe.id });
      loaded.name = 'Omar K.';
      loaded.balance = 9_007_199_254_740_991;
      loaded.password = 'new-pass';
      await repo.save(loaded);
    });
    const logs = await logsFor(probe.id);
    expect(logs.map((l) => l.event)).toEqual(['created', 'updated']);
    const update = logs[1];
    expect(update.changes).toEqual({ name: 'Omar K.', balance: 9_007_199_254_740_991 });
    expect(update.original).toEqual({ name: 'Omar', balance: 0 });
    expect(update.actorId).toBe('admin-1');
    expect(update.userId).toBe('artist-1');
    expect(JSON.stringify(update)).not.toContain('pass');
  });

  it('records a deletion with the row as it was, and soft deletes too', async () => {
    const repo = ds.getRepository(AuditProbe);
    const hard = await repo.save(repo.create({ name: 'Hard', email: 'hard@x.test', loginCode: '999999', ownerId: 'artist-2' }));
    const soft = await repo.save(repo.create({ name: 'Soft', email: 'soft@x.test', ownerId: 'artist-3' }));
    await asActor(async () => {
      await repo.remove(await repo.findOneByOrFail({ id: hard.id }));
      await repo.softRemove(await repo.findOneByOrFail({ id: soft.id }));
    });
    const [, hardDeleted] = await logsFor(hard.id);
    expect(hardDeleted).toMatchObject({ event: 'deleted', auditableId: hard.id, userId: 'artist-2', changes: {}, actorId: 'admin-1' });
    expect(hardDeleted.original).toMatchObject({ id: hard.id, name: 'Hard', email: 'hard@x.test' });
    expect(Object.keys(hardDeleted.original)).not.toContain('login_code');
    const [, softDeleted] = await logsFor(soft.id);
    expect(softDeleted).toMatchObject({ event: 'deleted', auditableId: soft.id, userId: 'artist-3' });
  });

  it('writes in the same transaction: a rolled-back change leaves no log', async () => {
    const before = await ds.getRepository(AuditLog).count();
    await expect(
      asActor(() =>
        ds.transaction(async (manager) => {
          await manager.save(manager.create(AuditProbe, { name: 'Ghost', email: 'ghost@x.test' }));
          expect(await manager.count(AuditLog)).toBe(before + 1);
          throw new Error('rollback');
        }),
      ),
    ).rejects.toThrow('rollback');
    expect(await ds.getRepository(AuditLog).count()).toBe(before);
    expect(await ds.getRepository(AuditProbe).countBy({ name: 'Ghost' })).toBe(0);
  });

  it('records changes made outside a request with no actor', async () => {
    const probe = await ds.getRepository(AuditProbe).save({ name: 'Cli', email: 'cli@x.test' });
    const [log] = await logsFor(probe.id);
    expect(log).toMatchObject({ actorId: null, ipAddress: null, requestId: null, userId: null });
  });

  it('ignores entities that did not opt in', async () => {
    const before = await ds.getRepository(AuditLog).count();
    await ds.getRepository(AuditLog).save(ds.getRepository(AuditLog).create({ event: 'created', auditableType: 'X', auditableId: '1', changes: {}, original: {} }));
    expect(await ds.getRepository(AuditLog).count()).toBe(before + 1);
  });

  describe('AuditLogService.list', () => {
    const service = () => new AuditLogService(new AuditLogsRepository(ds.getRepository(AuditLog)));
    let probeId: string;

    beforeAll(async () => {
      await ds.query('DELETE FROM audit_logs');
      const repo = ds.getRepository(AuditProbe);
      const probe = await asActor(() => repo.save(repo.create({ name: 'Listed', email: 'listed@x.test', ownerId: 'artist-list' })));
      probeId = probe.id;
      await RequestContext.run({ requestId: 'r2', ip: '198.51.100.1', actor: { id: 'artist-list', name: 'Lia', email: 'lia@x.test' } }, async () => {
        probe.name = 'Listed again';
        await repo.save(probe);
      });
      await repo.save(repo.create({ name: 'Someone else', email: 'else@x.test', ownerId: 'artist-other' }));
    });

    it('answers the spec shape, newest first, with meta', async () => {
      const page = await service().list(parseListQuery({}, auditLogListSpec));
      expect(page.meta).toEqual({ current_page: 1, per_page: 20, total: 3, last_page: 1 });
      expect(page.data[1]).toEqual({
        id: expect.any(Number),
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        event: 'updated',
        actor: { id: 'artist-list', name: 'Lia', email: 'lia@x.test', role: null },
        auditable: { type: 'Probe', id: probeId },
        ip_address: '198.51.100.1',
        changes: { name: 'Listed again' },
        original: { name: 'Listed' },
        user_id: 'artist-list',
      });
      expect(page.data[0].actor).toBeNull();
      const ids = page.data.map((d) => d.id);
      expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    });

    it('filters by event, model, actor, target, user, dates and free text', async () => {
      const list = async (raw: Record<string, unknown>, scope?: { userId?: string }) =>
        (await service().list(parseListQuery(raw, auditLogListSpec), scope)).data.map((d) => `${d.event}:${d.auditable.id === probeId ? 'p' : 'o'}`);
      await expect(list({ event: 'updated' })).resolves.toEqual(['updated:p']);
      await expect(list({ model: 'Probe' })).resolves.toHaveLength(3);
      await expect(list({ model: 'User' })).resolves.toEqual([]);
      await expect(list({ actor_id: 'admin-1' })).resolves.toEqual(['created:p']);
      await expect(list({ auditable_id: probeId, sort: 'id', dir: 'asc' })).resolves.toEqual(['created:p', 'updated:p']);
      await expect(list({ user_id: 'artist-other' })).resolves.toEqual(['created:o']);
      await expect(list({ q: '198.51.100' })).resolves.toEqual(['updated:p']);
      await expect(list({ q: 'listed again' })).resolves.toEqual(['updated:p']);
      const today = new Date().toISOString().slice(0, 10);
      await expect(list({ from: today, to: today })).resolves.toHaveLength(3);
      await expect(list({ to: '2000-01-01' })).resolves.toEqual([]);
      await expect(list({ filter: JSON.stringify({ event: 'created' }) }, { userId: 'artist-other' })).resolves.toEqual(['created:o']);
      await expect(list({ user_id: 'artist-other' }, { userId: 'artist-list' })).resolves.toEqual([]);
      expect(() => parseListQuery({ event: 'exploded' }, auditLogListSpec)).toThrow('Invalid value for filter "event".');
      await expect(list({ from: 'yesterday-ish' })).rejects.toMatchObject({ status: 400, code: 'invalid_filter' });
    });
  });
});

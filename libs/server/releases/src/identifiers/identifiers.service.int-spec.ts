import type { AppConfig } from '@soundpost/server-core/config';
import { createTestDatabase, TestDatabase } from '@soundpost/server-core/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { IdentifiersRepository } from './identifiers.repository';
import { buildIsrc, buildUpc, IdentifiersService } from './identifiers.service';

describe('IdentifiersService (real Postgres)', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  const service = new IdentifiersService({ identifiers: { isrcCountry: 'FR', isrcRegistrant: 'SP0', upcPrefix: '0860000' } } as AppConfig, new IdentifiersRepository());

  beforeAll(async () => {
    db = await createTestDatabase();
    dataSource = await new DataSource({ type: 'postgres', url: db.url, poolSize: 12 }).initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  const newRelease = async (upc: string | null = null) => {
    const [user] = await dataSource.query(`INSERT INTO users (name, email, roles) VALUES ('A', $1, '{artist}') RETURNING id`, [`${randomUUID()}@example.com`]);
    const [release] = await dataSource.query(`INSERT INTO releases (user_id, upc) VALUES ($1, $2) RETURNING id`, [user.id, upc]);
    return release.id as string;
  };

  it('hands out distinct UPCs to concurrent transactions, in sequence', async () => {
    const upcs = await Promise.all(Array.from({ length: 25 }, () => dataSource.transaction((m) => service.nextUpc(m))));
    expect(new Set(upcs).size).toBe(25);
    expect([...upcs].sort()).toEqual(Array.from({ length: 25 }, (_, i) => buildUpc('0860000', i + 1)).sort());
  });

  it('skips a number a release already carries (a code typed by hand), also as EAN-13', async () => {
    const [{ last_value }] = await dataSource.query(`SELECT last_value FROM identifier_counters WHERE kind = 'upc' AND scope = '0860000'`);
    const next = Number(last_value) + 1;
    await newRelease(buildUpc('0860000', next));
    await newRelease(`0${buildUpc('0860000', next + 1)}`);
    await expect(dataSource.transaction((m) => service.nextUpc(m))).resolves.toBe(buildUpc('0860000', next + 2));
  });

  it('hands out ISRCs per year, never twice, and skips one a track already carries', async () => {
    const in2030 = new Date(Date.UTC(2030, 5, 1));
    const isrcs = await Promise.all(Array.from({ length: 10 }, () => dataSource.transaction((m) => service.nextIsrc(m, in2030))));
    expect([...isrcs].sort()).toEqual(Array.from({ length: 10 }, (_, i) => buildIsrc('FR', 'SP0', 2030, i + 1)));
    const releaseId = await newRelease();
    await dataSource.query(`INSERT INTO tracks (release_id, track_number, title, isrc) VALUES ($1, 1, 'T', $2)`, [releaseId, buildIsrc('FR', 'SP0', 2030, 11)]);
    await expect(dataSource.transaction((m) => service.nextIsrc(m, in2030))).resolves.toBe('FRSP03000012');
    // Another year has its own sequence.
    await expect(dataSource.transaction((m) => service.nextIsrc(m, new Date(Date.UTC(2031, 0, 1))))).resolves.toBe('FRSP03100001');
  });

  it('does not consume a number in a transaction that rolls back', async () => {
    const in2040 = new Date(Date.UTC(2040, 0, 1));
    await expect(
      dataSource.transaction(async (m) => {
        await service.nextIsrc(m, in2040);
        throw new Error('upload failed');
      }),
    ).rejects.toThrow('upload failed');
    await expect(dataSource.transaction((m) => service.nextIsrc(m, in2040))).resolves.toBe('FRSP04000001');
  });
});

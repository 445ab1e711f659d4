import fs from 'node:fs';
import path from 'node:path';
import { dataAccessCalls, mayQuery } from './data-access';

const SERVER_LIBS = path.resolve(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' && !full.includes('/core/src/testing') ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(spec|int-spec|e2e-spec)\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe('the data-access rule: queries and locks live in repositories', () => {
  it('finds each forbidden call outside a repository, whatever the receiver', () => {
    const violation = [
      'export class PayoutsService {',
      '  async hold(m, id) {',
      "    await m.query('SELECT 1');",
      "    const qb = this.ds.getRepository(Payout).createQueryBuilder('p').setLock('pessimistic_write');",
      '  }',
      '}',
    ].join('\n');
    expect(dataAccessCalls(violation)).toEqual([
      { line: 3, call: 'query' },
      { line: 4, call: 'setLock' },
      { line: 4, call: 'createQueryBuilder' },
      { line: 4, call: 'getRepository' },
    ]);
  });

  it('ignores the names in comments, strings and non-call positions', () => {
    const clean = ["// call query() here", "const text = 'createQueryBuilder(';", 'const query = 1;', 'this.rows.lockOpenPayoutFor(id);'].join('\n');
    expect(dataAccessCalls(clean)).toEqual([]);
  });

  it('lets repositories, migrations and core database plumbing query, and nothing else', () => {
    expect(mayQuery('wallet/src/payouts/payouts.repository.ts')).toBe(true);
    expect(mayQuery('wallet/src/migrations/1764-wallets.ts')).toBe(true);
    expect(mayQuery('billing/src/gateways/1763700004500-sandbox-payments.ts')).toBe(true);
    expect(mayQuery('core/src/database/bulk-statements.ts')).toBe(true);
    expect(mayQuery('wallet/src/payouts/payouts.service.ts')).toBe(false);
    expect(mayQuery('wallet/src/payouts/account-status.reader.ts')).toBe(false);
    expect(mayQuery('releases/src/seed/releases.seed.ts')).toBe(false);
  });

  it('holds for every runtime source file in libs/server', () => {
    const roots = fs.readdirSync(SERVER_LIBS).map((lib) => path.join(SERVER_LIBS, lib, 'src')).filter((dir) => fs.existsSync(dir));
    const violations = roots.flatMap(sourceFiles).flatMap((file) => {
      const relative = path.relative(SERVER_LIBS, file);
      if (mayQuery(relative)) return [];
      return dataAccessCalls(fs.readFileSync(file, 'utf8'), file).map((c) => `${relative}:${c.line} ${c.call}(`);
    });
    expect(violations).toEqual([]);
  });
});

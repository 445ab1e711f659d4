import { foreignTableReferences, tableOwnership } from './table-ownership';

describe('table ownership checker', () => {
  const ownership = tableOwnership(
    [
      { name: 'auth', ownedTables: ['users', 'access_tokens', 'auth_user_summaries'], readModels: ['auth_user_summaries'] },
      { name: 'billing', ownedTables: ['plans', 'subscriptions'] },
      { name: 'releases', ownedTables: ['releases', 'tracks'] },
    ],
    new Map([
      ['User', 'users'],
      ['Plan', 'plans'],
      ['Release', 'releases'],
      ['UserSummary', 'auth_user_summaries'],
    ]),
  );
  const tables = (lib: string, source: string) => foreignTableReferences(lib, source, ownership).map((f) => f.table);

  it("fails on SQL that reads or writes another lib's table", () => {
    expect(tables('dashboards', "db.query('SELECT count(*) FROM releases WHERE user_id = $1')")).toEqual(['releases']);
    expect(tables('releases', 'q.query(`SELECT r.id FROM releases r LEFT JOIN users u ON u.id = r.user_id`)')).toEqual(['users']);
    expect(tables('kyc', "m.query('UPDATE subscriptions SET status = $1')")).toEqual(['subscriptions']);
    expect(tables('kyc', "m.query('insert into plans (name) values ($1)')")).toEqual(['plans']);
    expect(tables('kyc', "m.query('select id from users where email = $1')")).toEqual(['users']);
  });

  it("fails on a query builder or repository over another lib's entity or table", () => {
    expect(tables('billing', "qb.leftJoin(User, 'u', 'u.id = t.user_id')")).toEqual(['users']);
    expect(tables('kyc', "manager.createQueryBuilder(User, 'u')")).toEqual(['users']);
    expect(tables('kyc', "qb.leftJoinAndMapOne('p.user', User, 'u', 'u.id = p.user_id')")).toEqual(['users']);
    expect(tables('releases', 'manager.getRepository(Plan).findOne({})')).toEqual(['plans']);
    expect(tables('releases', "ds.createQueryBuilder().select('1').from('subscriptions', 's')")).toEqual(['subscriptions']);
    expect(tables('releases', 'constructor(@InjectRepository(User) private readonly users: Repository<User>) {}')).toEqual(['users']);
    expect(tables('releases', 'TypeOrmModule.forFeature([Release, Plan])')).toEqual(['plans']);
  });

  it('allows own tables, published read models, comments and unknown names', () => {
    expect(tables('releases', "db.query('SELECT count(*) FROM tracks t JOIN releases r ON r.id = t.release_id')")).toEqual([]);
    expect(tables('releases', 'db.query(`SELECT name FROM auth_user_summaries WHERE id = $1`)')).toEqual([]);
    expect(tables('kyc', "manager.createQueryBuilder(UserSummary, 'u')")).toEqual([]);
    expect(tables('kyc', '// reads from users through auth\n/* JOIN plans */ const x = 1;')).toEqual([]);
    expect(tables('core', "const text = 'Your release goes out from stores today';")).toEqual([]);
    expect(tables('kyc', "db.query('WITH page AS (SELECT 1) SELECT * FROM page')")).toEqual([]);
    expect(tables('releases', "qb.leftJoin('r.tracks', 't')")).toEqual([]);
    expect(tables('auth', "db.query('SELECT * FROM users')")).toEqual([]);
  });

  it('tells the line and the text that named the table', () => {
    const [finding] = foreignTableReferences('dashboards', "const a = 1;\nconst rows = await db.query('SELECT id FROM users');", ownership);
    expect(finding).toEqual({ table: 'users', owner: 'auth', via: 'FROM users', line: 2 });
  });

  it('refuses a table declared by two libs and a read model its lib does not own', () => {
    expect(() => tableOwnership([{ name: 'a', ownedTables: ['t'] }, { name: 'b', ownedTables: ['t'] }], new Map())).toThrow('Table t is declared by both a and b');
    expect(() => tableOwnership([{ name: 'a', ownedTables: ['t'], readModels: ['v'] }], new Map())).toThrow('a publishes v, which it does not own');
  });
});

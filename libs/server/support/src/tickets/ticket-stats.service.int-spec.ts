import { DataSource } from 'typeorm';
import { createSupportTestContext } from '../../test/support-test-context';
import { TicketStatsService } from './ticket-stats.service';

describe('TicketStatsService (real Postgres)', () => {
  let ctx: Awaited<ReturnType<typeof createSupportTestContext>>;
  let ds: DataSource;
  let stats: TicketStatsService;

  const newUser = async (email: string): Promise<string> => {
    const [row] = await ds.query(`INSERT INTO users (name, email, roles) VALUES ('Someone', $1, '{artist}') RETURNING id`, [email]);
    return row.id;
  };
  const ticket = (userId: string, status?: string) =>
    status
      ? ds.query(`INSERT INTO support_tickets (user_id, subject, message, status) VALUES ($1, 'Help', 'Please', $2)`, [userId, status])
      : ds.query(`INSERT INTO support_tickets (user_id, subject, message) VALUES ($1, 'Help', 'Please')`, [userId]);

  beforeAll(async () => {
    ctx = await createSupportTestContext();
    ds = ctx.dataSource;
    stats = ctx.app.get(TicketStatsService);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers zeros for an artist without tickets', async () => {
    await expect(stats.countsFor(await newUser('none@tickets.test'))).resolves.toEqual({ total: 0, open: 0 });
  });

  it('counts every ticket of the artist, and as open only those open or in progress', async () => {
    const me = await newUser('me@tickets.test');
    const other = await newUser('other@tickets.test');
    await ticket(me);
    await ticket(me, 'in_progress');
    await ticket(me, 'closed');
    await ticket(me, 'archived');
    await ticket(other);
    await expect(stats.countsFor(me)).resolves.toEqual({ total: 4, open: 2 });
    await expect(stats.countsFor(other)).resolves.toEqual({ total: 1, open: 1 });

    await ds.query(`UPDATE support_tickets SET status = 'closed' WHERE user_id = $1 AND status = 'open'`, [me]);
    await expect(stats.countsFor(me)).resolves.toEqual({ total: 4, open: 1 });
  });

  it('defaults a new ticket to open and low priority, and the schema refuses unknown statuses and priorities', async () => {
    const me = await newUser('defaults@tickets.test');
    await ticket(me);
    const [row] = await ds.query('SELECT status, priority FROM support_tickets WHERE user_id = $1', [me]);
    expect(row).toEqual({ status: 'open', priority: 'low' });
    await expect(ticket(me, 'pending')).rejects.toThrow(/support_tickets_status_ck/);
    await expect(ds.query(`INSERT INTO support_tickets (user_id, subject, message, priority) VALUES ($1, 's', 'm', 'urgent')`, [me])).rejects.toThrow(
      /support_tickets_priority_ck/,
    );
  });

  it('keeps replies with their ticket and removes them with it', async () => {
    const me = await newUser('replies@tickets.test');
    const [{ id }] = await ds.query(`INSERT INTO support_tickets (user_id, subject, message) VALUES ($1, 's', 'm') RETURNING id`, [me]);
    await ds.query(`INSERT INTO ticket_replies (ticket_id, user_id, message, is_admin) VALUES ($1, $2, 'Thanks', true)`, [id, me]);
    const [reply] = await ds.query('SELECT message, is_admin FROM ticket_replies WHERE ticket_id = $1', [id]);
    expect(reply).toEqual({ message: 'Thanks', is_admin: true });
    await ds.query('DELETE FROM support_tickets WHERE id = $1', [id]);
    await expect(ds.query('SELECT count(*)::int AS n FROM ticket_replies WHERE ticket_id = $1', [id])).resolves.toEqual([{ n: 0 }]);
  });
});

import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Plan } from '../src/plans/plan.entity';

/** An account row (auth's table; written by the test only, as the platform's sign-up would). */
export async function newUser(db: DataSource, name = 'Ada Artist'): Promise<{ id: string; name: string; email: string }> {
  const email = `${randomUUID().slice(0, 8)}@billing.test`;
  const [row] = await db.query(`INSERT INTO users (name, email, roles) VALUES ($1, $2, '{artist}') RETURNING id`, [name, email]);
  return { id: row.id as string, name, email };
}

export async function newPlan(db: DataSource, fields: Partial<Plan> & { name: string; priceCents: number }): Promise<Plan> {
  const repo = db.getRepository(Plan);
  return repo.save(repo.create({ key: `${fields.name.toLowerCase()}-${randomUUID().slice(0, 8)}`, currency: 'EUR', billingCycle: 'monthly', ...fields }));
}

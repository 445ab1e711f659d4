import { Client } from 'pg';

/** One statement against the journeys' database (E2E_DATABASE_URL), on a connection of its own: fixtures and checks. */
export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * A W-8BEN without a treaty claim on file for the account of `email`, written as the tax domain
 * stores a submitted one, for journeys about something else that pay out (payouts need a valid form).
 */
export async function fileW8benFor(email: string): Promise<void> {
  const [user] = await sql<{ id: string; name: string }>('SELECT id, name FROM users WHERE email = $1', [email]);
  if (!user) throw new Error(`no account ${email}`);
  await sql(
    `INSERT INTO tax_profiles (account_id, tax_residence_country, us_person, entity_type) VALUES ($1, 'PT', false, 'individual')
     ON CONFLICT (account_id) DO NOTHING`,
    [user.id],
  );
  await sql(
    `INSERT INTO tax_forms (account_id, kind, payee_name, citizenship_country, country, date_of_birth, address, foreign_tin_missing_reason,
                            signer_name, signature, signed_at, signer_ip, expires_at)
     SELECT $1, 'w8ben', $2, 'PT', 'PT', DATE '1990-04-01', '{"line1":"Rua das Flores 12","city":"Lisboa","postal_code":"1200-195","country":"PT"}'::jsonb,
            'Not issued by my country of residence', $2, $2, now(), '127.0.0.1', make_timestamptz(extract(year FROM now())::int + 3, 12, 31, 23, 59, 59, 'UTC')
      WHERE NOT EXISTS (SELECT 1 FROM tax_forms WHERE account_id = $1 AND superseded_at IS NULL)`,
    [user.id, user.name || 'Journey Artist'],
  );
}

/** An approved single of the account of `email`, with one track and a fresh ISRC: a fixture, not the wizard's journey. */
export async function approvedSingle(email: string, titles: { release: string; track: string; isrcPrefix: string }): Promise<{ userId: string; releaseId: string; isrc: string }> {
  const [user] = await sql<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  if (!user) throw new Error(`no account ${email}`);
  const isrc = `${titles.isrcPrefix}${String(Date.now() % 100_000).padStart(5, '0')}`;
  const [release] = await sql<{ id: string }>(`INSERT INTO releases (user_id, title, status, release_type) VALUES ($1, $2, 'approved', 'Single') RETURNING id`, [user.id, titles.release]);
  await sql(`INSERT INTO tracks (release_id, track_number, title, isrc) VALUES ($1, 1, $2, $3)`, [release.id, titles.track, isrc]);
  return { userId: user.id, releaseId: release.id, isrc };
}

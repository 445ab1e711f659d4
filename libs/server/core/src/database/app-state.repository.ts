import type { DataSource, EntityManager } from 'typeorm';

type Runner = DataSource | EntityManager;

/** The named reads and writes of `app_state`, the platform's own key-value facts (when demo data was seeded). */
export const appState = {
  async has(db: Runner, key: string): Promise<boolean> {
    const rows: unknown[] = await db.query(`SELECT 1 FROM app_state WHERE key = $1`, [key]);
    return rows.length > 0;
  },

  async markNow(db: Runner, key: string): Promise<void> {
    await db.query(`INSERT INTO app_state (key, value) VALUES ($1, to_jsonb(now())) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`, [key]);
  },
};

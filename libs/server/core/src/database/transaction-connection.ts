import type { EntityManager } from 'typeorm';

export function transactionSql(manager: EntityManager): { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } | undefined {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) return undefined;
  return {
    executeSql: async (text: string, values?: unknown[]) => ({ rows: (await runner.query(text, values, true)).records }),
  };
}

export async function underSavepoint<T>(manager: EntityManager | undefined, name: string, work: () => Promise<T>): Promise<T> {
  const runner = manager?.queryRunner;
  if (!runner?.isTransactionActive) return work();
  try {
    await runner.query(`SAVEPOINT ${name}`);
    const result = await work();
    await runner.query(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await runner.query(`ROLLBACK TO SAVEPOINT ${name}`);
    throw error;
  }
}

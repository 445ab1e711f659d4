import './register-paths';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { TestDatabase } from '@soundpost/server-core/testing';
import dbTeardown from './global-teardown';

export default async function e2eGlobalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, unknown>).__SOUNDPOST_E2E__ as { server: ChildProcess; dataDir: string; db: TestDatabase } | undefined;
  if (state) {
    if (state.server.exitCode === null) {
      const exited = new Promise((r) => state.server.once('exit', r));
      state.server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    }
    await state.db.drop().catch(() => undefined);
    fs.rmSync(state.dataDir, { recursive: true, force: true });
  }
  await dbTeardown();
}

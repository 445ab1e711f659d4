import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../../..');

/** The OpenAPI schemas are generated from the contract types; a change to a contract type must regenerate them. */
describe('generated contract schemas', () => {
  it('are up to date with libs/shared/contracts/src/api (else run npm run openapi:schemas)', () => {
    expect(() => execFileSync(process.execPath, [path.join(root, 'tools/scripts/openapi-schemas.mjs'), '--check'], { cwd: root, stdio: 'pipe' })).not.toThrow();
  }, 60_000);
});

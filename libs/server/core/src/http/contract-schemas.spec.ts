import { execFileSync } from 'node:child_process';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import contractSchemas from './generated/contract-schemas.json';

const root = path.resolve(__dirname, '../../../../..');

/** The OpenAPI schemas are generated from the contract types; a change to a contract type must regenerate them. */
describe('generated contract schemas', () => {
  it('are up to date with libs/shared/contracts/src/api (else run npm run openapi:schemas)', () => {
    expect(() => execFileSync(process.execPath, [path.join(root, 'tools/scripts/openapi-schemas.mjs'), '--check'], { cwd: root, stdio: 'pipe' })).not.toThrow();
  }, 60_000);

  it('each compile in ajv, as the fuzzer and the answer checks read them', () => {
    const ajv = addFormats(new Ajv({ strict: false }));
    ajv.addSchema({ components: { schemas: contractSchemas } }, 'doc');
    const broken = Object.keys(contractSchemas).filter((name) => {
      try {
        ajv.compile({ $ref: `doc#/components/schemas/${name}` });
        return false;
      } catch {
        return true;
      }
    });
    expect(broken).toEqual([]);
  });
});

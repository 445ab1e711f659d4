// Global setup and teardown run through Node's own resolver, which knows nothing of the tsconfig path aliases.
import path from 'node:path';
import { register } from 'tsconfig-paths';
const tsconfig = require('../../tsconfig.base.json') as { compilerOptions: { paths: Record<string, string[]> } };

register({ baseUrl: path.resolve(__dirname, '../..'), paths: tsconfig.compilerOptions.paths });

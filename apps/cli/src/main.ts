import 'reflect-metadata';
import { runCli } from './program';

runCli(process.argv.slice(2), {
  env: process.env,
  io: { out: (line) => process.stdout.write(line + '\n'), err: (line) => process.stderr.write(line + '\n') },
}).then((code) => process.exit(code));

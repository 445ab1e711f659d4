import fs from 'node:fs';
import path from 'node:path';
import { API_NODE_FLAGS, API_V8_FLAGS, apiArgs } from './bench-lib.mjs';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

// The api runs with the same Node flags wherever it starts; the copies that cannot import the list are checked here.
describe("the api's Node flags", () => {
  it('keep V8 from pretenuring allocation sites, after the source maps', () => {
    expect(API_V8_FLAGS).toEqual(['--no-allocation-site-pretenuring']);
    expect(API_NODE_FLAGS).toEqual(['--enable-source-maps', '--no-allocation-site-pretenuring']);
  });

  it("are the image's command", () => {
    const cmd = read('docker/Dockerfile').match(/^CMD (\[.*\])$/m);
    expect(cmd).not.toBeNull();
    expect(JSON.parse(cmd?.[1] ?? '[]')).toEqual(['node', ...API_NODE_FLAGS, 'dist/apps/api/main.js']);
  });

  it("are the systemd unit's in the operations guide", () => {
    expect(read('docs/operations.md')).toContain(`ExecStart=/usr/bin/node ${API_NODE_FLAGS.join(' ')} dist/apps/api/main.js`);
  });

  it('start npm start and npm run dev', () => {
    for (const script of ['tools/scripts/start.mjs', 'tools/scripts/dev.mjs']) expect(read(script)).toMatch(/\[\.\.\.API_NODE_FLAGS, /);
  });

  it("start the benchmarks' api, with BENCH_API_NODE_FLAGS after them", () => {
    const before = process.env.BENCH_API_NODE_FLAGS;
    process.env.BENCH_API_NODE_FLAGS = '--cpu-prof  --cpu-prof-dir=/tmp/p';
    try {
      expect(apiArgs('main.js')).toEqual([...API_V8_FLAGS, '--cpu-prof', '--cpu-prof-dir=/tmp/p', 'main.js']);
    } finally {
      if (before === undefined) delete process.env.BENCH_API_NODE_FLAGS;
      else process.env.BENCH_API_NODE_FLAGS = before;
    }
  });
});

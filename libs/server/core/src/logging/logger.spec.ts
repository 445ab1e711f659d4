import { createRootLogger, flushLogs, PinoNestLogger } from './logger';

function capture() {
  const lines: string[] = [];
  return { lines, destination: { write: (text: string) => void lines.push(text) } };
}

describe('the root logger', () => {
  it('writes JSON lines by default', async () => {
    const out = capture();
    const logger = createRootLogger('info', 'test', { destination: out.destination });
    logger.info({ migrations: ['A', 'B'] }, 'Applied 2 migration(s)');
    await flushLogs(logger);
    expect(JSON.parse(out.lines[0])).toMatchObject({ level: 30, name: 'test', msg: 'Applied 2 migration(s)', migrations: ['A', 'B'] });
  });

  it('writes one readable line per entry in the pretty format, with its context and extra fields, and no JSON envelope', () => {
    const out = capture();
    const logger = createRootLogger('info', 'test', { format: 'pretty', destination: out.destination });
    logger.info({ context: 'Jobs', handlers: 15 }, 'Jobs started');
    expect(out.lines).toHaveLength(1);
    expect(out.lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Jobs: Jobs started \{"handlers":15\}\n$/);
    expect(out.lines[0]).not.toContain('"pid"');
  });

  it('keeps an error\'s stack in the pretty format', () => {
    const out = capture();
    const logger = createRootLogger('info', 'test', { format: 'pretty', destination: out.destination });
    logger.error({ err: new Error('boom') }, 'Job failed');
    expect(out.lines.join('')).toContain('Job failed');
    expect(out.lines.join('')).toMatch(/Error: boom\n\s+at /);
  });

  it('drops entries under the level', () => {
    const out = capture();
    const logger = createRootLogger('info', 'test', { format: 'pretty', destination: out.destination });
    logger.debug('request');
    expect(out.lines).toEqual([]);
  });
});

describe('PinoNestLogger', () => {
  it('moves Nest\'s start-up chatter (modules, routes) to debug and keeps the services\' lines at info', async () => {
    const out = capture();
    const logger = createRootLogger('info', 'test', { destination: out.destination });
    const nest = new PinoNestLogger(logger);
    nest.log('AppModule dependencies initialized', 'InstanceLoader');
    nest.log('Mapped {/api/me, GET} route', 'RouterExplorer');
    nest.log('Jobs started (workers + scheduler): 15 handler(s)', 'Jobs');
    nest.error('Mapped error stays', 'RouterExplorer');
    await flushLogs(logger);
    expect(out.lines.map((l) => JSON.parse(l)).map((l) => [l.level, l.context, l.msg])).toEqual([
      [30, 'Jobs', 'Jobs started (workers + scheduler): 15 handler(s)'],
      [50, 'RouterExplorer', 'Mapped error stays'],
    ]);
  });
});

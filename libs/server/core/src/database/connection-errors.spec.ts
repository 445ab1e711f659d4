import net from 'node:net';
import { Client } from 'pg';
import { QueryFailedError } from 'typeorm';
import { toErrorResponse } from '../http/http-exception.filter';
import { isDatabaseUnavailableError } from './connection-errors';

const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('database connection errors', () => {
  it('answers 503 database_unavailable with Retry-After for a database that refuses connections', async () => {
    const client = new Client({ host: '127.0.0.1', port: await closedPort(), user: 'x', database: 'x', connectionTimeoutMillis: 2000 });
    const error = await client.connect().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toEqual(expect.objectContaining({ code: 'ECONNREFUSED' }));
    expect(toErrorResponse(error)).toEqual({
      status: 503,
      body: { message: 'The service is temporarily unavailable. Please try again in a few seconds.', code: 'database_unavailable' },
      headers: { 'Retry-After': '5' },
    });
  });

  it.each([
    ['admin shutdown (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
    ['crash shutdown (57P02)', pgError('57P02', 'terminating connection due to crash of another server process')],
    ['starting up (57P03)', pgError('57P03', 'the database system is starting up')],
    ['connection exception (08006)', pgError('08006', 'connection failure')],
    ['connection lost', new Error('Connection terminated unexpectedly')],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['postmaster died', new Error('terminating connection due to unexpected postmaster exit')],
    ['a socket reset on our connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', syscall: 'read' })],
    ['wrapped by TypeORM', new QueryFailedError('SELECT 1', [], pgError('57P01', 'terminating connection due to administrator command'))],
    ['a transaction whose connection died before COMMIT', Object.assign(new Error('Query runner already released.'), { name: 'QueryRunnerAlreadyReleasedError' })],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(true);
    expect(toErrorResponse(error).status).toBe(503);
  });

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], pgError('23505', 'duplicate key'))],
    ['a client that hung up mid-request', Object.assign(new Error('aborted'), { code: 'ECONNRESET' })],
    ['a plain bug', new TypeError('x is undefined')],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(false);
    expect(toErrorResponse(error).body.code).not.toBe('database_unavailable');
  });
});

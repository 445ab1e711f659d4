import type { FastifyRequest } from 'fastify';
import { connectionGone } from './http-exception.filter';

const request = (raw: { aborted?: boolean; socket?: { destroyed: boolean } }) => ({ raw }) as unknown as FastifyRequest;
const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });

describe('connectionGone', () => {
  it('takes a body read cut by its own closed connection for the client going away', () => {
    expect(connectionGone(request({ aborted: true, socket: { destroyed: true } }), aborted)).toBe(true);
    expect(connectionGone(request({ aborted: false, socket: { destroyed: true } }), Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }))).toBe(true);
  });

  it('leaves real failures alone: an open connection, a database socket (it names its syscall), any other error', () => {
    expect(connectionGone(request({ aborted: false, socket: { destroyed: false } }), aborted)).toBe(false);
    expect(connectionGone(request({ aborted: true, socket: { destroyed: true } }), Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', syscall: 'read' }))).toBe(false);
    expect(connectionGone(request({ aborted: true, socket: { destroyed: true } }), new TypeError('x is undefined'))).toBe(false);
    expect(connectionGone(undefined, aborted)).toBe(false);
  });
});

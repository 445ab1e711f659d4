import { ENQUEUE_ONLY, jobsRuntimeFor } from './jobs-runtime';

describe('jobsRuntimeFor', () => {
  it('runs workers and the scheduler only in the api process', () => {
    expect(jobsRuntimeFor('api', { processRole: 'all' })).toEqual({ workers: true, scheduler: true });
    expect(jobsRuntimeFor('api', { processRole: 'worker' })).toEqual({ workers: true, scheduler: true });
  });

  it('keeps an HTTP-only instance (PROCESS_ROLE=api), the CLI and tests to enqueueing', () => {
    expect(jobsRuntimeFor('api', { processRole: 'api' })).toEqual(ENQUEUE_ONLY);
    for (const processRole of ['all', 'api', 'worker'] as const) {
      expect(jobsRuntimeFor('cli', { processRole })).toEqual({ workers: false, scheduler: false });
      expect(jobsRuntimeFor('test', { processRole })).toEqual({ workers: false, scheduler: false });
    }
  });
});

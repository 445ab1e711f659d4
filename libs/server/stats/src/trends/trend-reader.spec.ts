import { STATS_MESSAGES } from '@soundpost/contracts';
import { readTrendFiles } from './trend-reader';
import { collect, fixture, OPTIONS, readFixture, refused, scratch } from './trend-spec-helpers';


const read = (paths: string[]) => collect((hooks) => readTrendFiles(paths, OPTIONS, hooks));

describe('readTrendFiles', () => {
  const files = scratch();
  afterAll(() => files.remove());

  it('reads a DSR report when the first record is a HEAD, else a CSV', async () => {
    expect((await read([fixture('dsr-multi-record.tsv')])).summary.format).toBe('dsr');
    expect((await read([fixture('dsr-two-files-1of2.tsv'), fixture('dsr-two-files-2of2.tsv')])).summary.format).toBe('dsr');
    const commented = files.file('commented.tsv', `#HEAD\tMessageVersion\n${readFixture('dsr-single-record.tsv').replace('SRFO\t7', 'SRFO\t8')}`);
    expect((await read([commented])).summary.format).toBe('dsr');
    expect((await read([fixture('trends-soundpost.csv')])).summary.format).toBe('csv');
  });

  it('waits for a consumer that asks it to, losing and reordering nothing', async () => {
    for (const paths of [[fixture('dsr-multi-record.tsv')], [fixture('trends-soundpost.csv')], [fixture('dsr-two-files-1of2.tsv'), fixture('dsr-two-files-2of2.tsv')]]) {
      const fast = await read(paths);
      const slow = await collect((hooks) => readTrendFiles(paths, OPTIONS, hooks), true);
      expect(slow).toEqual(fast);
    }
  });

  it('takes one CSV file only, and at least one file', async () => {
    await expect(read([fixture('trends-soundpost.csv'), fixture('trends-soundpost.csv')])).rejects.toMatchObject(refused(STATS_MESSAGES.csvOneFile));
    await expect(read([])).rejects.toMatchObject(refused(STATS_MESSAGES.fileRequired));
  });
});

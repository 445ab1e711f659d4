import { LinkCounterService } from './link-counter.service';
import type { LinkCountDelta, LinkCountsRepository } from './link-counts.repository';

describe('LinkCounterService', () => {
  const written: LinkCountDelta[] = [];
  const counts = { addCounts: async (rows: readonly LinkCountDelta[]) => void written.push(...rows) } as unknown as LinkCountsRepository;

  beforeEach(() => (written.length = 0));

  it('counts each click on its UTC day, across midnight and back to an earlier day', async () => {
    const counter = new LinkCounterService(counts);
    counter.click('link-1', 'spotify', '', 'US', new Date('2026-12-01T23:59:59.999Z'));
    counter.click('link-1', 'spotify', '', 'US', new Date('2026-12-01T10:00:00.000Z'));
    counter.click('link-1', 'spotify', '', 'US', new Date('2026-12-02T00:00:00.000Z'));
    // A clock set back (or a late caller's time) still lands on its own day, not the one formatted last.
    counter.click('link-1', 'spotify', '', 'US', new Date('2026-11-30T12:00:00.000Z'));
    counter.view('link-1', 'instagram', 'GB', new Date('2026-12-02T08:00:00.000Z'));
    await counter.beforeApplicationShutdown();

    const byDay = written.map((d) => `${d.day} ${d.storeId || 'page'} ${d.views}/${d.clicks}`).sort();
    expect(byDay).toEqual(['2026-11-30 spotify 0/1', '2026-12-01 spotify 0/2', '2026-12-02 page 1/0', '2026-12-02 spotify 0/1']);
  });
});

import { normaliseReleaseStatus } from '@soundpost/contracts';
import { PENDING_STATUS_SPELLINGS, tallyReleaseStatuses } from './release-status-counts';

describe('release status tallies', () => {
  it('lists only spellings that mean pending', () => {
    for (const spelling of PENDING_STATUS_SPELLINGS) expect(normaliseReleaseStatus(spelling)).toBe('pending');
  });

  it('counts approved and live as approved, pending as pending, whatever the spelling, and everything in the total', () => {
    expect(
      tallyReleaseStatuses([
        { status: 'draft', count: 4 },
        { status: 'pending', count: 2 },
        { status: 'Pendente', count: 1 },
        { status: 'approved', count: 3 },
        { status: 'Aprovado', count: 1 },
        { status: 'live', count: 5 },
        { status: 'Ao Vivo', count: 1 },
        { status: 'rejected', count: 6 },
        { status: 'taken_down', count: 7 },
        { status: 'mystery', count: 1 },
      ]),
    ).toEqual({ total: 31, approved: 10, pending: 3 });
    expect(tallyReleaseStatuses([])).toEqual({ total: 0, approved: 0, pending: 0 });
  });
});

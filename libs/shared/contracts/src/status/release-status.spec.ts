import {
  FINAL_RELEASE_STATUSES,
  isFinalReleaseStatus,
  isReleaseStatus,
  normaliseReleaseStatus,
  RELEASE_STATUS_ALIASES,
  RELEASE_STATUS_COLORS,
  RELEASE_STATUS_LABELS,
  RELEASE_STATUSES,
  releaseStatusColor,
  releaseStatusLabel,
} from './release-status';

describe('release status', () => {
  it('lists the canonical statuses, aliases and Portuguese labels', () => {
    expect(RELEASE_STATUSES).toStrictEqual(['pending', 'approved', 'live', 'rejected', 'removed']);
    expect(RELEASE_STATUS_ALIASES).toStrictEqual({ takendown: 'removed', taken_down: 'removed' });
    expect(RELEASE_STATUS_LABELS).toStrictEqual({
      pending: 'Pendente',
      approved: 'Aprovado',
      live: 'Ao Vivo',
      rejected: 'Rejeitado',
      removed: 'Retirado',
    });
  });

  it('has the spec final set and a colour per status', () => {
    expect(FINAL_RELEASE_STATUSES).toStrictEqual(['approved', 'live', 'rejected', 'removed']);
    expect(RELEASE_STATUS_COLORS).toStrictEqual({
      pending: 'warning',
      approved: 'info',
      live: 'success',
      rejected: 'error',
      removed: 'default',
    });
  });

  it('guards canonical values only', () => {
    expect(isReleaseStatus('live')).toBe(true);
    expect(isReleaseStatus('Live')).toBe(false);
    expect(isReleaseStatus('Aprovado')).toBe(false);
    expect(isReleaseStatus('taken_down')).toBe(false);
  });

  it.each([
    ['pending', 'pending'],
    ['Pendente', 'pending'],
    ['Aprovado', 'approved'],
    ['aprovado', 'approved'],
    ['Ao Vivo', 'live'],
    ['ao vivo', 'live'],
    ['ao  vivo', 'live'],
    ['ao_vivo', 'live'],
    ['Rejeitado', 'rejected'],
    ['rejeitado', 'rejected'],
    ['Retirado', 'removed'],
    ['takendown', 'removed'],
    ['taken_down', 'removed'],
    ['Taken Down', 'removed'],
    ['taken-down', 'removed'],
    [' LIVE ', 'live'],
    ['Approved', 'approved'],
  ])('normalises %p to %p', (input, expected) => {
    expect(normaliseReleaseStatus(input)).toBe(expected);
  });

  it.each(['', 'draft', 'submitted', 'vivo', null, undefined, 3])('gives null for %p', (input) => {
    expect(normaliseReleaseStatus(input)).toBeNull();
  });

  it.each(['approved', 'live', 'rejected', 'removed', 'Aprovado', 'ao vivo', 'Rejeitado', 'taken_down', 'takendown'])(
    'treats %p as final',
    (status) => {
      expect(isFinalReleaseStatus(status)).toBe(true);
    },
  );

  it.each(['pending', 'Pendente', 'draft', '', null])('treats %p as not final', (status) => {
    expect(isFinalReleaseStatus(status)).toBe(false);
  });

  it('labels any spelling, and shows unknown values as they came', () => {
    expect(releaseStatusLabel('live')).toBe('Ao Vivo');
    expect(releaseStatusLabel('taken_down')).toBe('Retirado');
    expect(releaseStatusLabel('aprovado')).toBe('Aprovado');
    expect(releaseStatusLabel('draft')).toBe('draft');
  });

  it('colours any spelling, unknown as default', () => {
    expect(releaseStatusColor('Ao Vivo')).toBe('success');
    expect(releaseStatusColor('Rejeitado')).toBe('error');
    expect(releaseStatusColor('draft')).toBe('default');
  });
});

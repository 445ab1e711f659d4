import { configProblems, settingsFrom } from '@soundpost/server-core/testing';
import { StatsSettings } from './stats.settings';

const statsSettings = (env: NodeJS.ProcessEnv) => settingsFrom(StatsSettings, env);

describe('StatsSettings', () => {
  it('has the documented defaults', () => {
    const s = statsSettings({});
    expect({ minStreams: s.spikeMinStreams, score: s.spikeScore }).toEqual({ minStreams: 1000, score: 8 });
  });

  it('reads and converts each variable', () => {
    const s = statsSettings({ STATS_SPIKE_MIN_STREAMS: '250', STATS_SPIKE_SCORE: '5.5' });
    expect({ minStreams: s.spikeMinStreams, score: s.spikeScore }).toEqual({ minStreams: 250, score: 5.5 });
  });

  it.each([
    ['STATS_SPIKE_MIN_STREAMS', '0'],
    ['STATS_SPIKE_MIN_STREAMS', '1.5'],
    ['STATS_SPIKE_MIN_STREAMS', 'many'],
    ['STATS_SPIKE_SCORE', '0.5'],
    ['STATS_SPIKE_SCORE', 'high'],
  ])('a bad %s=%s stops loadConfig naming the variable', (name, value) => {
    expect(configProblems({ [name]: value })).toContain(`${name}=${JSON.stringify(value)}`);
  });
});

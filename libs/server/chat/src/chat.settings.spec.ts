import { loadConfig } from '@soundpost/server-core/config';
import { ChatSettings, PRODUCTION_OFFICE_HOURS } from './chat.settings';

describe('ChatSettings', () => {
  const settingsOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }).settings.get(ChatSettings) as ChatSettings;

  it('defaults: always open outside production, weekday hours in production, Paris time, 5 minutes', () => {
    const settings = settingsOf({});
    expect(settings.officeHours(false)).toBe('');
    expect(settings.officeHours(true)).toBe(PRODUCTION_OFFICE_HOURS);
    expect(settings.CHAT_TIMEZONE).toBe('Europe/Paris');
    expect(settings.CHAT_NO_ANSWER_MINUTES).toBe(5);
  });

  it('takes the hours as set, an empty value meaning always open even in production', () => {
    expect(settingsOf({ CHAT_OFFICE_HOURS: 'Mon-Sat 08:00-20:00' }).officeHours(true)).toBe('Mon-Sat 08:00-20:00');
    expect(settingsOf({ CHAT_OFFICE_HOURS: '' }).officeHours(true)).toBe('');
    expect(settingsOf({ CHAT_NO_ANSWER_MINUTES: '12' }).CHAT_NO_ANSWER_MINUTES).toBe(12);
  });

  it('stops the start on a bad value, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', CHAT_OFFICE_HOURS: 'weekdays' })).toThrow(/CHAT_OFFICE_HOURS="weekdays": "weekdays" must read like/);
    expect(() => loadConfig({ NODE_ENV: 'test', CHAT_TIMEZONE: 'Mars/Olympus' })).toThrow(/CHAT_TIMEZONE="Mars\/Olympus"/);
    expect(() => loadConfig({ NODE_ENV: 'test', CHAT_NO_ANSWER_MINUTES: '0' })).toThrow(/CHAT_NO_ANSWER_MINUTES/);
  });
});

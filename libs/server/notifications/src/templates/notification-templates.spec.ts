import { registeredNotificationTemplates, registerNotificationTemplates, renderNotification } from './notification-templates';

const TEXTS = registerNotificationTemplates({
  spec_sample: {
    en: { title: 'Release {title} is {status}', message: '{comment}', values: { status: { live: 'live' } } },
    fr: { title: 'La sortie {title} est {status}', message: '{comment}', values: { status: { live: 'en ligne' } } },
  },
});

describe('notification templates', () => {
  it('renders in the requested language, translating enumerated values', () => {
    expect(renderNotification('spec_sample', 'fr-FR', { title: 'Nuit', status: 'live', comment: 'Bravo' })).toEqual({ title: 'La sortie Nuit est en ligne', message: 'Bravo', language: 'fr' });
  });

  it('falls back to English when the template or we lack the language', () => {
    expect(renderNotification('spec_sample', 'es', { title: 'Noche', status: 'live', comment: '' }).language).toBe('en');
    expect(renderNotification('spec_sample', 'de', { title: 'Nacht', status: 'live', comment: '' }).title).toBe('Release Nacht is live');
    expect(renderNotification('spec_sample', null, { title: 'N', status: 'other', comment: '' }).title).toBe('Release N is other');
  });

  it('keeps params as text (no HTML handling: the app shows text) and a title on one line within 255 characters', () => {
    const rendered = renderNotification('spec_sample', 'en', { title: `<b>x</b>\n${'y'.repeat(300)}`, status: 'live', comment: 'line 1\nline 2' });
    expect(rendered.title.startsWith('Release <b>x</b> y')).toBe(true);
    expect(rendered.title).toHaveLength(255);
    expect(rendered.message).toBe('line 1\nline 2');
  });

  it('throws on an unknown template or a missing param', () => {
    expect(() => renderNotification('nope', 'en')).toThrow('Unknown notification template "nope"');
    expect(() => renderNotification('spec_sample', 'en', { title: 'x' })).toThrow('needs the param "status"');
  });

  it('accepts the same texts twice but not other texts under a taken name', () => {
    expect(registerNotificationTemplates(TEXTS)).toBe(TEXTS);
    expect(registeredNotificationTemplates()).toContain('spec_sample');
    expect(() => registerNotificationTemplates({ spec_sample: { en: { title: 'Other', message: '' } } })).toThrow('registered twice');
  });
});

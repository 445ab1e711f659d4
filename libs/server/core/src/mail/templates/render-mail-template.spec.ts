import { CORE_MAIL_TEMPLATES, MailTemplateName, MailTemplateParams, MailTranslations, mailTemplate, registeredMailTemplates, registerMailTemplates } from './mail-templates';
import { escapeHtml, renderMailTemplate, resolveMailLanguage } from './render-mail-template';

const samples: { [K in keyof typeof CORE_MAIL_TEMPLATES]: MailTemplateParams[K] } = {
  verification_code: { code: '123456' },
  login_code: { code: '234567' },
  password_reset_code: { code: '345678' },
  admin_login_code: { code: '456789' },
  generic_notice: { title: 'Scheduled maintenance', message: 'We will be back soon.' },
};

describe('mail templates', () => {
  const names = Object.keys(CORE_MAIL_TEMPLATES) as Array<keyof typeof CORE_MAIL_TEMPLATES>;

  it("ships core's templates (the codes and the generic notice), each in en, fr and es, registered", () => {
    expect(names.sort()).toEqual(['admin_login_code', 'generic_notice', 'login_code', 'password_reset_code', 'verification_code']);
    for (const name of names) expect(Object.keys(CORE_MAIL_TEMPLATES[name]).sort()).toEqual(['en', 'es', 'fr']);
    expect(registeredMailTemplates()).toEqual(expect.arrayContaining(names));
  });

  it.each(names.flatMap((name) => (['en', 'fr', 'es'] as const).map((lang) => [name, lang] as const)))(
    '%s in %s fills every placeholder and really is translated',
    (name, lang) => {
      const mail = renderMailTemplate(name, lang, samples[name] as never);
      expect(mail.language).toBe(lang);
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{[A-Za-z_]+\}/);
      expect(mail.html).toContain(`<html lang="${lang}">`);
      if (lang !== 'en') {
        const en = renderMailTemplate(name, 'en', samples[name] as never);
        expect(mail.text).not.toBe(en.text);
      }
    },
  );

  it('renders the sign-up code e-mail with the code and its 10 minutes', () => {
    const en = renderMailTemplate('verification_code', 'en', { code: '987654' });
    expect(en.subject).toBe('Your Soundpost verification code');
    expect(en.text).toContain('987654');
    expect(en.text).toContain('valid for 10 minutes');
    expect(en.html).toContain('987654');
    expect(renderMailTemplate('verification_code', 'fr', { code: '987654' }).text).toContain('valable 10 minutes');
    expect(renderMailTemplate('verification_code', 'es', { code: '987654' }).text).toContain('válido durante 10 minutos');
  });

  it('falls back to English for a language we do not ship, or none', () => {
    for (const lang of ['de', 'pt-BR', '', null, undefined]) {
      const mail = renderMailTemplate('login_code', lang, { code: '111111' });
      expect(mail.language).toBe('en');
      expect(mail.subject).toBe('Your Soundpost login code');
    }
  });

  it('falls back to English for a template missing the requested language', () => {
    const translations = CORE_MAIL_TEMPLATES.generic_notice as { es?: unknown };
    const es = translations.es;
    delete translations.es;
    try {
      const mail = renderMailTemplate('generic_notice', 'es', { title: 'T', message: 'M' });
      expect(mail.language).toBe('en');
      expect(mail.text).toBe('M\n\nThe Soundpost team');
    } finally {
      translations.es = es;
    }
  });

  it('reads regional and upper-case language tags', () => {
    expect(resolveMailLanguage('fr-CA')).toBe('fr');
    expect(resolveMailLanguage('ES_es')).toBe('es');
    expect(resolveMailLanguage(' FR ')).toBe('fr');
    expect(resolveMailLanguage('xx')).toBe('en');
  });

  it('renders a template a domain registered, translating enumerated values per language', () => {
    const probe: MailTranslations = {
      en: { subject: 'Probe {state}', text: 'It is {state}.', html: '<p>It is {state}.</p>', values: { state: { on: 'on', off: 'off' } } },
      fr: { subject: 'Sonde {state}', text: 'Elle est {state}.', html: '<p>Elle est {state}.</p>', values: { state: { on: 'allumée', off: 'éteinte' } } },
    };
    const name = 'probe_registered' as MailTemplateName;
    expect(() => renderMailTemplate(name, 'en', {} as never)).toThrow('Unknown mail template "probe_registered"');
    registerMailTemplates({ [name]: probe } as never);
    registerMailTemplates({ [name]: probe } as never); // the same texts again: harmless
    expect(mailTemplate(name)).toBe(probe);
    expect(renderMailTemplate(name, 'fr', { state: 'on' } as never).text).toBe('Elle est allumée.');
    expect(renderMailTemplate(name, 'es', { state: 'off' } as never)).toMatchObject({ language: 'en', subject: 'Probe off' });
    expect(() => registerMailTemplates({ [name]: { en: probe.en } } as never)).toThrow('registered twice');
  });

  it('escapes params in the HTML part only, and keeps the subject on one line', () => {
    const mail = renderMailTemplate('generic_notice', 'en', { title: 'Hi <b>you</b>\r\nBcc: x@evil.test', message: 'a < b & "c"\nline two' });
    expect(mail.html).toContain('a &lt; b &amp; &quot;c&quot;<br>line two');
    expect(mail.html).not.toContain('<b>you</b>');
    expect(mail.text).toContain('a < b & "c"\nline two');
    expect(mail.subject).toBe('Hi <b>you</b> Bcc: x@evil.test');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('refuses to render with a missing param', () => {
    expect(() => renderMailTemplate('login_code', 'en', {} as never)).toThrow('needs the param "code"');
  });

  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

import { registeredMailTemplates, renderMailTemplate } from '@soundpost/server-core/mail';
import { LINK_FAN_CONFIRM_MAIL, LINK_RELEASE_DAY_MAIL, LINKS_MAIL_TEMPLATES } from './links-mail-templates';

describe('links mail templates', () => {
  const confirm = { title: 'Blue <Hour>', artist: 'Ada & Co', confirm_link: 'https://sp.example/l/notify/confirm/abc', unsubscribe_link: 'https://sp.example/l/notify/unsubscribe/def' };
  const day = {
    title: 'Blue Hour',
    artist: 'Ada',
    page_link: 'https://sp.example/l/ada-blue-hour',
    stores: 'Spotify: https://open.spotify.com/album/1\nDeezer: https://www.deezer.com/search/0860000000017',
    unsubscribe_link: 'https://sp.example/l/notify/unsubscribe/def',
  };

  it('registers both e-mails with core mail, in en, fr and es', () => {
    expect(registeredMailTemplates()).toEqual(expect.arrayContaining([LINK_FAN_CONFIRM_MAIL, LINK_RELEASE_DAY_MAIL]));
    expect(Object.keys(LINKS_MAIL_TEMPLATES.link_fan_confirm).sort()).toEqual(['en', 'es', 'fr']);
    expect(Object.keys(LINKS_MAIL_TEMPLATES.link_release_day).sort()).toEqual(['en', 'es', 'fr']);
  });

  it.each(['en', 'fr', 'es'])('fills every placeholder in %s, with the links in the text and the artist\'s words escaped in the HTML', (lang) => {
    const c = renderMailTemplate(LINK_FAN_CONFIRM_MAIL, lang, confirm);
    expect(c.language).toBe(lang);
    for (const part of [c.subject, c.text, c.html]) expect(part).not.toMatch(/\{[A-Za-z_]+\}/);
    expect(c.text).toContain(confirm.confirm_link);
    expect(c.text).toContain(confirm.unsubscribe_link);
    expect(c.html).toContain('Blue &lt;Hour&gt;');
    expect(c.html).not.toContain('<Hour>');

    const d = renderMailTemplate(LINK_RELEASE_DAY_MAIL, lang, day);
    for (const part of [d.subject, d.text, d.html]) expect(part).not.toMatch(/\{[A-Za-z_]+\}/);
    expect(d.text).toContain('Spotify: https://open.spotify.com/album/1\nDeezer:');
    expect(d.html).toContain('Spotify: https://open.spotify.com/album/1<br>Deezer:');
    expect(d.text).toContain(day.unsubscribe_link);
  });
});

import { registeredMailTemplates, renderMailTemplate } from '@soundpost/server-core/mail';
import { renderNotification } from '@soundpost/server-notifications';
import { TEAM_INVITATION_MAIL, TEAM_MEMBER_JOINED_MAIL, TEAM_OWNERSHIP_CODE_MAIL, TEAMS_MAIL_TEMPLATES } from './teams-mail-templates';
import { TEAM_MEMBER_JOINED_NOTIFICATION, TEAMS_NOTIFICATION_TEMPLATES } from './teams-notification-templates';

const URL = 'https://sp.example/team/invitations/1?token=a&b';

describe('teams mail and notification templates', () => {
  it('registers the three e-mails and the notice, each in en, fr and es', () => {
    for (const name of [TEAM_INVITATION_MAIL, TEAM_MEMBER_JOINED_MAIL, TEAM_OWNERSHIP_CODE_MAIL] as const) {
      expect(registeredMailTemplates()).toContain(name);
      expect(Object.keys(TEAMS_MAIL_TEMPLATES[name]).sort()).toEqual(['en', 'es', 'fr']);
    }
    expect(Object.keys(TEAMS_NOTIFICATION_TEMPLATES[TEAM_MEMBER_JOINED_NOTIFICATION]).sort()).toEqual(['en', 'es', 'fr']);
  });

  it.each(['en', 'fr', 'es'])('fills every placeholder in %s, says the role in words and escapes names in HTML', (lang) => {
    const invitation = renderMailTemplate(TEAM_INVITATION_MAIL, lang, { account: 'Label <One>', inviter: 'Ada', role: 'finance', url: URL, days: '14' });
    for (const part of [invitation.subject, invitation.text, invitation.html]) expect(part).not.toMatch(/\{[A-Za-z_]+\}/);
    expect(invitation.text).toContain(URL);
    expect(invitation.text).not.toContain('finance.');
    expect(invitation.text).toMatch(/finance|finanzas/);
    expect(invitation.html).toContain('Label &lt;One&gt;');
    expect(invitation.html).toContain('token=a&amp;b');

    const joined = renderMailTemplate(TEAM_MEMBER_JOINED_MAIL, lang, { name: 'Alex', email: 'alex@example.com', account: 'Label', role: 'manager', url: URL });
    expect(joined.subject).toContain('Alex');
    const code = renderMailTemplate(TEAM_OWNERSHIP_CODE_MAIL, lang, { account: 'Label', code: '123456', minutes: '30' });
    expect(code.text).toContain('123456');
    expect(code.text).toContain('30');

    const note = renderNotification(TEAM_MEMBER_JOINED_NOTIFICATION, lang, { name: 'Alex', account: 'Label', role: 'viewer' });
    expect(note.language).toBe(lang);
    expect(note.title).toContain('Alex');
    expect(note.message).toMatch(/as a viewer|en tant que lecteur|como lector/);
  });

  it('words the role in English as the sentence needs it', () => {
    expect(renderMailTemplate(TEAM_INVITATION_MAIL, 'en', { account: 'L', inviter: 'Ada', role: 'admin', url: URL, days: '14' }).text).toContain('on Soundpost as an admin.');
  });
});

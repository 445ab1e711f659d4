import { registerNotificationTemplates } from '@soundpost/server-notifications';

export const TEAM_MEMBER_JOINED_NOTIFICATION = 'team_member_joined';

export const TEAMS_NOTIFICATION_TEMPLATES = registerNotificationTemplates({
  team_member_joined: {
    en: { title: '{name} joined your team', message: '{name} accepted the invitation and joined {account} as {role}.', values: { role: { admin: 'an admin', manager: 'a manager', finance: 'a finance member', viewer: 'a viewer' } } },
    fr: { title: '{name} a rejoint votre équipe', message: "{name} a accepté l'invitation et a rejoint {account} en tant que {role}.", values: { role: { admin: 'administrateur', manager: 'manager', finance: 'membre finances', viewer: 'lecteur' } } },
    es: { title: '{name} se unió a tu equipo', message: '{name} aceptó la invitación y se unió a {account} como {role}.', values: { role: { admin: 'administrador', manager: 'mánager', finance: 'miembro de finanzas', viewer: 'lector' } } },
  },
});

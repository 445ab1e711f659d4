import { registerMailTemplates } from '@soundpost/server-core/mail';

declare module '@soundpost/server-core/mail' {
  interface MailTemplateParams {
    team_invitation: { account: string; inviter: string; role: string; url: string; days: string };
    team_member_joined: { name: string; email: string; account: string; role: string; url: string };
    team_ownership_code: { account: string; code: string; minutes: string };
  }
}

export const TEAM_INVITATION_MAIL = 'team_invitation';
export const TEAM_MEMBER_JOINED_MAIL = 'team_member_joined';
export const TEAM_OWNERSHIP_CODE_MAIL = 'team_ownership_code';

const ROLE_WORDS = {
  en: { admin: 'an admin', manager: 'a manager', finance: 'a finance member', viewer: 'a viewer' },
  fr: { admin: 'administrateur', manager: 'manager', finance: 'membre finances', viewer: 'lecteur' },
  es: { admin: 'administrador', manager: 'mánager', finance: 'miembro de finanzas', viewer: 'lector' },
};

const code = (text: string) => `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:16px 0">${text}</p>`;

export const TEAMS_MAIL_TEMPLATES = registerMailTemplates({
  team_invitation: {
    en: {
      subject: '{inviter} invited you to {account} on Soundpost',
      text: '{inviter} invited you to join {account} on Soundpost as {role}.\n\nAccept the invitation here (sign up or log in with this e-mail address): {url}\n\nThe invitation expires in {days} days. If you do not know {account}, you can ignore this e-mail.',
      html: '<p>{inviter} invited you to join <strong>{account}</strong> on Soundpost as {role}.</p><p><a href="{url}">Accept the invitation</a> (sign up or log in with this e-mail address).</p><p>The invitation expires in {days} days. If you do not know {account}, you can ignore this e-mail.</p>',
      values: { role: ROLE_WORDS.en },
    },
    fr: {
      subject: '{inviter} vous invite à rejoindre {account} sur Soundpost',
      text: "{inviter} vous invite à rejoindre {account} sur Soundpost en tant que {role}.\n\nAcceptez l'invitation ici (inscrivez-vous ou connectez-vous avec cette adresse e-mail) : {url}\n\nL'invitation expire dans {days} jours. Si vous ne connaissez pas {account}, ignorez cet e-mail.",
      html: "<p>{inviter} vous invite à rejoindre <strong>{account}</strong> sur Soundpost en tant que {role}.</p><p><a href=\"{url}\">Accepter l'invitation</a> (inscrivez-vous ou connectez-vous avec cette adresse e-mail).</p><p>L'invitation expire dans {days} jours. Si vous ne connaissez pas {account}, ignorez cet e-mail.</p>",
      values: { role: ROLE_WORDS.fr },
    },
    es: {
      subject: '{inviter} te invitó a {account} en Soundpost',
      text: '{inviter} te invitó a unirte a {account} en Soundpost como {role}.\n\nAcepta la invitación aquí (regístrate o inicia sesión con esta dirección de correo): {url}\n\nLa invitación caduca en {days} días. Si no conoces {account}, ignora este correo.',
      html: '<p>{inviter} te invitó a unirte a <strong>{account}</strong> en Soundpost como {role}.</p><p><a href="{url}">Aceptar la invitación</a> (regístrate o inicia sesión con esta dirección de correo).</p><p>La invitación caduca en {days} días. Si no conoces {account}, ignora este correo.</p>',
      values: { role: ROLE_WORDS.es },
    },
  },
  team_member_joined: {
    en: {
      subject: '{name} joined {account} on Soundpost',
      text: '{name} <{email}> accepted your invitation and joined {account} as {role}.\n\nSee your team: {url}',
      html: '<p>{name} &lt;{email}&gt; accepted your invitation and joined <strong>{account}</strong> as {role}.</p><p><a href="{url}">See your team</a></p>',
      values: { role: ROLE_WORDS.en },
    },
    fr: {
      subject: '{name} a rejoint {account} sur Soundpost',
      text: '{name} <{email}> a accepté votre invitation et a rejoint {account} en tant que {role}.\n\nVoir votre équipe : {url}',
      html: '<p>{name} &lt;{email}&gt; a accepté votre invitation et a rejoint <strong>{account}</strong> en tant que {role}.</p><p><a href="{url}">Voir votre équipe</a></p>',
      values: { role: ROLE_WORDS.fr },
    },
    es: {
      subject: '{name} se unió a {account} en Soundpost',
      text: '{name} <{email}> aceptó tu invitación y se unió a {account} como {role}.\n\nVer tu equipo: {url}',
      html: '<p>{name} &lt;{email}&gt; aceptó tu invitación y se unió a <strong>{account}</strong> como {role}.</p><p><a href="{url}">Ver tu equipo</a></p>',
      values: { role: ROLE_WORDS.es },
    },
  },
  team_ownership_code: {
    en: {
      subject: 'Your code to move the ownership of {account}',
      text: 'The ownership of {account} on Soundpost is being moved. Confirm it with this code: {code}\n\nIt is valid for {minutes} minutes. If you did not expect this, do not share the code and tell the account owner.',
      html: `<p>The ownership of <strong>{account}</strong> on Soundpost is being moved. Confirm it with this code:</p>${code('{code}')}<p>It is valid for {minutes} minutes. If you did not expect this, do not share the code and tell the account owner.</p>`,
    },
    fr: {
      subject: 'Votre code pour transférer la propriété de {account}',
      text: "La propriété de {account} sur Soundpost est en cours de transfert. Confirmez-le avec ce code : {code}\n\nIl est valable {minutes} minutes. Si vous ne vous y attendiez pas, ne partagez pas ce code et prévenez le propriétaire du compte.",
      html: `<p>La propriété de <strong>{account}</strong> sur Soundpost est en cours de transfert. Confirmez-le avec ce code :</p>${code('{code}')}<p>Il est valable {minutes} minutes. Si vous ne vous y attendiez pas, ne partagez pas ce code et prévenez le propriétaire du compte.</p>`,
    },
    es: {
      subject: 'Tu código para transferir la propiedad de {account}',
      text: 'Se está transfiriendo la propiedad de {account} en Soundpost. Confírmalo con este código: {code}\n\nEs válido durante {minutes} minutos. Si no lo esperabas, no compartas el código y avisa al propietario de la cuenta.',
      html: `<p>Se está transfiriendo la propiedad de <strong>{account}</strong> en Soundpost. Confírmalo con este código:</p>${code('{code}')}<p>Es válido durante {minutes} minutos. Si no lo esperabas, no compartas el código y avisa al propietario de la cuenta.</p>`,
    },
  },
});

import { registerMailTemplates } from '@soundpost/server-core/mail';

declare module '@soundpost/server-core/mail' {
  interface MailTemplateParams {
    support_ticket_opened: { number: string; subject: string; name: string; email: string; priority: string; message: string };
    support_ticket_artist_reply: { number: string; subject: string; name: string; email: string; message: string };
    support_ticket_answered: { name: string; number: string; subject: string; message: string };
    support_inbound_unknown_sender: { signupUrl: string; loginUrl: string; address: string };
  }
}

export const TICKET_OPENED_MAIL = 'support_ticket_opened';
export const TICKET_ARTIST_REPLY_MAIL = 'support_ticket_artist_reply';
export const TICKET_ANSWERED_MAIL = 'support_ticket_answered';
/** The automatic answer to an e-mail from an address no artist account has (never a ticket). */
export const INBOUND_UNKNOWN_SENDER_MAIL = 'support_inbound_unknown_sender';

export const SUPPORT_MAIL_TEMPLATES = registerMailTemplates({
  support_ticket_opened: {
    en: {
      subject: 'New support ticket #{number}: {subject}',
      text: '{name} <{email}> opened ticket #{number} ({priority} priority).\n\nSubject: {subject}\n\n{message}\n\nAnswer it in the back office under Tickets.',
      html: '<p>{name} &lt;{email}&gt; opened ticket #{number} ({priority} priority).</p><p><strong>Subject:</strong> {subject}</p><p>{message}</p><p>Answer it in the back office under Tickets.</p>',
    },
    fr: {
      subject: 'Nouveau ticket de support n° {number} : {subject}',
      text: '{name} <{email}> a ouvert le ticket n° {number} (priorité {priority}).\n\nObjet : {subject}\n\n{message}\n\nRépondez-y dans le back-office, rubrique Tickets.',
      html: '<p>{name} &lt;{email}&gt; a ouvert le ticket n° {number} (priorité {priority}).</p><p><strong>Objet :</strong> {subject}</p><p>{message}</p><p>Répondez-y dans le back-office, rubrique Tickets.</p>',
    },
    es: {
      subject: 'Nuevo ticket de soporte n.º {number}: {subject}',
      text: '{name} <{email}> abrió el ticket n.º {number} (prioridad {priority}).\n\nAsunto: {subject}\n\n{message}\n\nRespóndelo en el back office, en Tickets.',
      html: '<p>{name} &lt;{email}&gt; abrió el ticket n.º {number} (prioridad {priority}).</p><p><strong>Asunto:</strong> {subject}</p><p>{message}</p><p>Respóndelo en el back office, en Tickets.</p>',
    },
  },
  support_ticket_artist_reply: {
    en: {
      subject: 'Reply on ticket #{number}: {subject}',
      text: '{name} <{email}> wrote on ticket #{number}:\n\n{message}\n\nAnswer it in the back office under Tickets.',
      html: '<p>{name} &lt;{email}&gt; wrote on ticket #{number}:</p><p>{message}</p><p>Answer it in the back office under Tickets.</p>',
    },
    fr: {
      subject: 'Réponse sur le ticket n° {number} : {subject}',
      text: '{name} <{email}> a écrit sur le ticket n° {number} :\n\n{message}\n\nRépondez-y dans le back-office, rubrique Tickets.',
      html: '<p>{name} &lt;{email}&gt; a écrit sur le ticket n° {number} :</p><p>{message}</p><p>Répondez-y dans le back-office, rubrique Tickets.</p>',
    },
    es: {
      subject: 'Respuesta en el ticket n.º {number}: {subject}',
      text: '{name} <{email}> escribió en el ticket n.º {number}:\n\n{message}\n\nRespóndelo en el back office, en Tickets.',
      html: '<p>{name} &lt;{email}&gt; escribió en el ticket n.º {number}:</p><p>{message}</p><p>Respóndelo en el back office, en Tickets.</p>',
    },
  },
  support_ticket_answered: {
    en: {
      subject: 'Soundpost support answered your ticket #{number}',
      text: 'Hello {name},\n\nOur support team answered your ticket "{subject}":\n\n{message}\n\nReply to this e-mail to answer, or log in to Soundpost and open Support.',
      html: '<p>Hello {name},</p><p>Our support team answered your ticket "{subject}":</p><p>{message}</p><p>Reply to this e-mail to answer, or log in to Soundpost and open Support.</p>',
    },
    fr: {
      subject: 'Le support Soundpost a répondu à votre ticket n° {number}',
      text: 'Bonjour {name},\n\nNotre équipe de support a répondu à votre ticket « {subject} » :\n\n{message}\n\nRépondez à cet e-mail, ou connectez-vous à Soundpost et ouvrez Support.',
      html: '<p>Bonjour {name},</p><p>Notre équipe de support a répondu à votre ticket « {subject} » :</p><p>{message}</p><p>Répondez à cet e-mail, ou connectez-vous à Soundpost et ouvrez Support.</p>',
    },
    es: {
      subject: 'El soporte de Soundpost respondió a tu ticket n.º {number}',
      text: 'Hola, {name}:\n\nNuestro equipo de soporte respondió a tu ticket «{subject}»:\n\n{message}\n\nResponde a este correo, o inicia sesión en Soundpost y abre Soporte.',
      html: '<p>Hola, {name}:</p><p>Nuestro equipo de soporte respondió a tu ticket «{subject}»:</p><p>{message}</p><p>Responde a este correo, o inicia sesión en Soundpost y abre Soporte.</p>',
    },
  },
  support_inbound_unknown_sender: {
    en: {
      subject: 'Your message to Soundpost support',
      text: 'Hello,\n\nThank you for writing to Soundpost support. We answer artists through their account, and this address ({address}) belongs to none, so your message was not opened as a ticket.\n\nIf you are an artist on Soundpost, log in and open Support: {loginUrl}\nIf you are new to Soundpost, sign up first: {signupUrl}\n\nThis is an automatic answer.',
      html: '<p>Hello,</p><p>Thank you for writing to Soundpost support. We answer artists through their account, and this address ({address}) belongs to none, so your message was not opened as a ticket.</p><p>If you are an artist on Soundpost, log in and open Support: {loginUrl}</p><p>If you are new to Soundpost, sign up first: {signupUrl}</p><p>This is an automatic answer.</p>',
    },
    fr: {
      subject: 'Votre message au support Soundpost',
      text: 'Bonjour,\n\nMerci d’avoir écrit au support Soundpost. Nous répondons aux artistes depuis leur compte, et cette adresse ({address}) n’appartient à aucun compte : votre message n’a donc pas été ouvert comme ticket.\n\nSi vous êtes artiste sur Soundpost, connectez-vous et ouvrez Support : {loginUrl}\nSi vous découvrez Soundpost, inscrivez-vous d’abord : {signupUrl}\n\nCeci est une réponse automatique.',
      html: '<p>Bonjour,</p><p>Merci d’avoir écrit au support Soundpost. Nous répondons aux artistes depuis leur compte, et cette adresse ({address}) n’appartient à aucun compte : votre message n’a donc pas été ouvert comme ticket.</p><p>Si vous êtes artiste sur Soundpost, connectez-vous et ouvrez Support : {loginUrl}</p><p>Si vous découvrez Soundpost, inscrivez-vous d’abord : {signupUrl}</p><p>Ceci est une réponse automatique.</p>',
    },
    es: {
      subject: 'Tu mensaje al soporte de Soundpost',
      text: 'Hola:\n\nGracias por escribir al soporte de Soundpost. Respondemos a los artistas desde su cuenta, y esta dirección ({address}) no pertenece a ninguna, así que tu mensaje no se abrió como ticket.\n\nSi eres artista en Soundpost, inicia sesión y abre Soporte: {loginUrl}\nSi eres nuevo en Soundpost, regístrate primero: {signupUrl}\n\nEsta es una respuesta automática.',
      html: '<p>Hola:</p><p>Gracias por escribir al soporte de Soundpost. Respondemos a los artistas desde su cuenta, y esta dirección ({address}) no pertenece a ninguna, así que tu mensaje no se abrió como ticket.</p><p>Si eres artista en Soundpost, inicia sesión y abre Soporte: {loginUrl}</p><p>Si eres nuevo en Soundpost, regístrate primero: {signupUrl}</p><p>Esta es una respuesta automática.</p>',
    },
  },
});

import { registerMailTemplates } from '@soundpost/server-core/mail';

declare module '@soundpost/server-core/mail' {
  interface MailTemplateParams {
    support_ticket_opened: { number: string; subject: string; name: string; email: string; priority: string; message: string };
    support_ticket_artist_reply: { number: string; subject: string; name: string; email: string; message: string };
    support_ticket_answered: { name: string; number: string; subject: string; message: string };
  }
}

export const TICKET_OPENED_MAIL = 'support_ticket_opened';
export const TICKET_ARTIST_REPLY_MAIL = 'support_ticket_artist_reply';
export const TICKET_ANSWERED_MAIL = 'support_ticket_answered';

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
      text: 'Hello {name},\n\nOur support team answered your ticket "{subject}":\n\n{message}\n\nLog in to Soundpost and open Support to reply.',
      html: '<p>Hello {name},</p><p>Our support team answered your ticket "{subject}":</p><p>{message}</p><p>Log in to Soundpost and open Support to reply.</p>',
    },
    fr: {
      subject: 'Le support Soundpost a répondu à votre ticket n° {number}',
      text: 'Bonjour {name},\n\nNotre équipe de support a répondu à votre ticket « {subject} » :\n\n{message}\n\nConnectez-vous à Soundpost et ouvrez Support pour répondre.',
      html: '<p>Bonjour {name},</p><p>Notre équipe de support a répondu à votre ticket « {subject} » :</p><p>{message}</p><p>Connectez-vous à Soundpost et ouvrez Support pour répondre.</p>',
    },
    es: {
      subject: 'El soporte de Soundpost respondió a tu ticket n.º {number}',
      text: 'Hola, {name}:\n\nNuestro equipo de soporte respondió a tu ticket «{subject}»:\n\n{message}\n\nInicia sesión en Soundpost y abre Soporte para responder.',
      html: '<p>Hola, {name}:</p><p>Nuestro equipo de soporte respondió a tu ticket «{subject}»:</p><p>{message}</p><p>Inicia sesión en Soundpost y abre Soporte para responder.</p>',
    },
  },
});

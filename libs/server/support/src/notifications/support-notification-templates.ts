import { registerNotificationTemplates } from '@soundpost/server-notifications';

export const TICKET_ANSWERED_NOTIFICATION = 'ticket_answered';

export const SUPPORT_NOTIFICATION_TEMPLATES = registerNotificationTemplates({
  ticket_answered: {
    en: { title: 'Support answered ticket #{number}', message: 'Our support team replied to "{subject}".' },
    fr: { title: 'Le support a répondu au ticket n° {number}', message: 'Notre équipe de support a répondu à « {subject} ».' },
    es: { title: 'El soporte respondió al ticket n.º {number}', message: 'Nuestro equipo de soporte respondió a «{subject}».' },
  },
});

export const ticketUrl = (ticketId: string) => `/artist/support?ticket=${encodeURIComponent(ticketId)}`;

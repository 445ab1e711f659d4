import { registerNotificationTemplates } from '@soundpost/server-notifications';

/** The in-app notification of a staff answer; params `number` and `subject`. */
export const TICKET_ANSWERED_NOTIFICATION = 'ticket_answered';

/** Support's notification texts, registered with the notifications lib when this file loads. */
export const SUPPORT_NOTIFICATION_TEMPLATES = registerNotificationTemplates({
  ticket_answered: {
    en: { title: 'Support answered ticket #{number}', message: 'Our support team replied to "{subject}".' },
    fr: { title: 'Le support a répondu au ticket n° {number}', message: 'Notre équipe de support a répondu à « {subject} ».' },
    es: { title: 'El soporte respondió al ticket n.º {number}', message: 'Nuestro equipo de soporte respondió a «{subject}».' },
  },
});

/** Where the notification leads: the support page with that ticket's conversation open. */
export const ticketUrl = (ticketId: string) => `/artist/support?ticket=${encodeURIComponent(ticketId)}`;

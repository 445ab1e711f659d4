import { registerMailTemplates } from '@soundpost/server-core/mail';

declare module '@soundpost/server-core/mail' {
  interface MailTemplateParams {
    password_changed: { email: string };
  }
}

export const PASSWORD_CHANGED_MAIL = 'password_changed';

// Sent to the account's address: if someone else changed it, the owner learns it here first.
export const PASSWORD_CHANGED_MAIL_TEMPLATES = registerMailTemplates({
  password_changed: {
    en: {
      subject: 'Your Soundpost password was changed',
      text: 'The password of your Soundpost account ({email}) was just changed, and every other session was logged out.\n\nIf you did not change it, reset your password from the login page at once and contact support.',
      html: '<p>The password of your Soundpost account ({email}) was just changed, and every other session was logged out.</p><p>If you did not change it, reset your password from the login page at once and contact support.</p>',
    },
    fr: {
      subject: 'Votre mot de passe Soundpost a été modifié',
      text: 'Le mot de passe de votre compte Soundpost ({email}) vient d’être modifié, et toutes vos autres sessions ont été déconnectées.\n\nSi ce n’est pas vous, réinitialisez votre mot de passe depuis la page de connexion sans attendre et contactez le support.',
      html: '<p>Le mot de passe de votre compte Soundpost ({email}) vient d’être modifié, et toutes vos autres sessions ont été déconnectées.</p><p>Si ce n’est pas vous, réinitialisez votre mot de passe depuis la page de connexion sans attendre et contactez le support.</p>',
    },
    es: {
      subject: 'Tu contraseña de Soundpost ha cambiado',
      text: 'La contraseña de tu cuenta de Soundpost ({email}) acaba de cambiarse y se han cerrado todas tus demás sesiones.\n\nSi no has sido tú, restablece tu contraseña desde la página de inicio de sesión cuanto antes y contacta con el soporte.',
      html: '<p>La contraseña de tu cuenta de Soundpost ({email}) acaba de cambiarse y se han cerrado todas tus demás sesiones.</p><p>Si no has sido tú, restablece tu contraseña desde la página de inicio de sesión cuanto antes y contacta con el soporte.</p>',
    },
  },
});

import { registerMailTemplates } from '@soundpost/server-core/mail';

declare module '@soundpost/server-core/mail' {
  interface MailTemplateParams {
    data_export_ready: { name: string; url: string; days: string; size: string };
  }
}

export const DATA_EXPORT_READY_MAIL = 'data_export_ready';

export const PRIVACY_MAIL_TEMPLATES = registerMailTemplates({
  data_export_ready: {
    en: {
      subject: 'Your Soundpost data is ready to download',
      text: 'Hello {name},\n\nThe export of your data you asked for is ready ({size}). Download it here: {url}\n\nThe link works for {days} days, then the file is deleted. If you did not ask for it, change your password and tell us.',
      html: '<p>Hello {name},</p><p>The export of your data you asked for is ready ({size}).</p><p><a href="{url}">Download your data</a></p><p>The link works for {days} days, then the file is deleted. If you did not ask for it, change your password and tell us.</p>',
    },
    fr: {
      subject: 'Vos données Soundpost sont prêtes à télécharger',
      text: "Bonjour {name},\n\nL'export de vos données que vous avez demandé est prêt ({size}). Téléchargez-le ici : {url}\n\nLe lien fonctionne pendant {days} jours, puis le fichier est supprimé. Si vous ne l'avez pas demandé, changez votre mot de passe et prévenez-nous.",
      html: "<p>Bonjour {name},</p><p>L'export de vos données que vous avez demandé est prêt ({size}).</p><p><a href=\"{url}\">Télécharger vos données</a></p><p>Le lien fonctionne pendant {days} jours, puis le fichier est supprimé. Si vous ne l'avez pas demandé, changez votre mot de passe et prévenez-nous.</p>",
    },
    es: {
      subject: 'Tus datos de Soundpost están listos para descargar',
      text: 'Hola {name}:\n\nLa exportación de tus datos que pediste está lista ({size}). Descárgala aquí: {url}\n\nEl enlace funciona durante {days} días; después, el archivo se elimina. Si no la pediste, cambia tu contraseña y avísanos.',
      html: '<p>Hola {name}:</p><p>La exportación de tus datos que pediste está lista ({size}).</p><p><a href="{url}">Descargar tus datos</a></p><p>El enlace funciona durante {days} días; después, el archivo se elimina. Si no la pediste, cambia tu contraseña y avísanos.</p>',
    },
  },
});

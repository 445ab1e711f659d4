import { registerMailTemplates } from '@soundpost/server-core/mail';

declare module '@soundpost/server-core/mail' {
  interface MailTemplateParams {
    data_export_ready: { name: string; url: string; days: string; size: string };
    account_closed: { name: string; takedowns: string };
  }
}

export const DATA_EXPORT_READY_MAIL = 'data_export_ready';
export const ACCOUNT_CLOSED_MAIL = 'account_closed';

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
  account_closed: {
    en: {
      subject: 'Your Soundpost account is closed',
      text: 'Hello {name},\n\nAs you asked, your Soundpost account is closed. You have been signed out everywhere and can no longer sign in.\n\nTakedowns sent to the stores: {takedowns}. Your releases disappear from the stores as each store processes them. Once they are sent, your personal data (name, e-mail, phone, address, identity details, messages) is erased. We keep what the law requires: money records under an anonymous account number, and your identity documents until the end of the legal retention period, then they are deleted.\n\nThis is the last e-mail we send to this address. If you did not ask for this, reply to this e-mail at once.',
      html: '<p>Hello {name},</p><p>As you asked, your Soundpost account is closed. You have been signed out everywhere and can no longer sign in.</p><p>Takedowns sent to the stores: {takedowns}. Your releases disappear from the stores as each store processes them. Once they are sent, your personal data (name, e-mail, phone, address, identity details, messages) is erased. We keep what the law requires: money records under an anonymous account number, and your identity documents until the end of the legal retention period, then they are deleted.</p><p>This is the last e-mail we send to this address. If you did not ask for this, reply to this e-mail at once.</p>',
    },
    fr: {
      subject: 'Votre compte Soundpost est fermé',
      text: "Bonjour {name},\n\nComme vous l'avez demandé, votre compte Soundpost est fermé. Vous avez été déconnecté partout et ne pouvez plus vous connecter.\n\nRetraits envoyés aux plateformes : {takedowns}. Vos sorties disparaissent des plateformes à mesure que chacune les traite. Une fois les retraits envoyés, vos données personnelles (nom, e-mail, téléphone, adresse, identité, messages) sont effacées. Nous gardons ce que la loi exige : les écritures financières sous un numéro de compte anonyme, et vos pièces d'identité jusqu'à la fin de la durée légale de conservation, puis elles sont supprimées.\n\nC'est le dernier e-mail que nous envoyons à cette adresse. Si vous n'avez pas demandé cette fermeture, répondez immédiatement à cet e-mail.",
      html: "<p>Bonjour {name},</p><p>Comme vous l'avez demandé, votre compte Soundpost est fermé. Vous avez été déconnecté partout et ne pouvez plus vous connecter.</p><p>Retraits envoyés aux plateformes : {takedowns}. Vos sorties disparaissent des plateformes à mesure que chacune les traite. Une fois les retraits envoyés, vos données personnelles (nom, e-mail, téléphone, adresse, identité, messages) sont effacées. Nous gardons ce que la loi exige : les écritures financières sous un numéro de compte anonyme, et vos pièces d'identité jusqu'à la fin de la durée légale de conservation, puis elles sont supprimées.</p><p>C'est le dernier e-mail que nous envoyons à cette adresse. Si vous n'avez pas demandé cette fermeture, répondez immédiatement à cet e-mail.</p>",
    },
    es: {
      subject: 'Tu cuenta de Soundpost está cerrada',
      text: 'Hola {name}:\n\nComo pediste, tu cuenta de Soundpost está cerrada. Se ha cerrado tu sesión en todas partes y ya no puedes iniciar sesión.\n\nRetiradas enviadas a las tiendas: {takedowns}. Tus lanzamientos desaparecen de las tiendas a medida que cada una las procesa. Una vez enviadas, tus datos personales (nombre, correo, teléfono, dirección, datos de identidad, mensajes) se borran. Conservamos lo que exige la ley: los registros de dinero bajo un número de cuenta anónimo, y tus documentos de identidad hasta el final del plazo legal de conservación; después se eliminan.\n\nEste es el último correo que enviamos a esta dirección. Si no pediste el cierre, responde a este correo de inmediato.',
      html: '<p>Hola {name}:</p><p>Como pediste, tu cuenta de Soundpost está cerrada. Se ha cerrado tu sesión en todas partes y ya no puedes iniciar sesión.</p><p>Retiradas enviadas a las tiendas: {takedowns}. Tus lanzamientos desaparecen de las tiendas a medida que cada una las procesa. Una vez enviadas, tus datos personales (nombre, correo, teléfono, dirección, datos de identidad, mensajes) se borran. Conservamos lo que exige la ley: los registros de dinero bajo un número de cuenta anónimo, y tus documentos de identidad hasta el final del plazo legal de conservación; después se eliminan.</p><p>Este es el último correo que enviamos a esta dirección. Si no pediste el cierre, responde a este correo de inmediato.</p>',
    },
  },
});

import { registerMailTemplates } from '@soundpost/server-core/mail';

declare module '@soundpost/server-core/mail' {
  interface MailTemplateParams {
    /** A fan asked to be told on release day: the double opt-in. */
    link_fan_confirm: { title: string; artist: string; confirm_link: string; unsubscribe_link: string };
    /** Release day: the page and one line per store ("Spotify: https://…"). */
    link_release_day: { title: string; artist: string; page_link: string; stores: string; unsubscribe_link: string };
  }
}

export const LINK_FAN_CONFIRM_MAIL = 'link_fan_confirm';
export const LINK_RELEASE_DAY_MAIL = 'link_release_day';

const button = (href: string, label: string) =>
  `<p style="margin:20px 0"><a href="${href}" style="background:#1d1d1f;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${label}</a></p>`;

export const LINKS_MAIL_TEMPLATES = registerMailTemplates({
  link_fan_confirm: {
    en: {
      subject: 'Confirm: tell me when "{title}" by {artist} is out',
      text: 'Hello,\n\nSomeone (we hope you) asked to get one e-mail when "{title}" by {artist} is released. Confirm with this link:\n{confirm_link}\n\nIf it was not you, ignore this e-mail: without confirmation we will not write again. We keep your address only for this release and delete it after the release-day e-mail.\n\nUnsubscribe: {unsubscribe_link}',
      html: `<p>Hello,</p><p>Someone (we hope you) asked to get one e-mail when <strong>{title}</strong> by <strong>{artist}</strong> is released.</p>${button('{confirm_link}', 'Confirm')}<p>If it was not you, ignore this e-mail: without confirmation we will not write again. We keep your address only for this release and delete it after the release-day e-mail.</p><p><a href="{unsubscribe_link}">Unsubscribe</a></p>`,
    },
    fr: {
      subject: 'Confirmez : prévenez-moi à la sortie de « {title} » de {artist}',
      text: "Bonjour,\n\nQuelqu'un (vous, nous l'espérons) a demandé à recevoir un e-mail à la sortie de « {title} » de {artist}. Confirmez avec ce lien :\n{confirm_link}\n\nSi ce n'était pas vous, ignorez cet e-mail : sans confirmation, nous n'écrirons plus. Nous gardons votre adresse pour cette sortie seulement et la supprimons après l'e-mail du jour de sortie.\n\nSe désinscrire : {unsubscribe_link}",
      html: `<p>Bonjour,</p><p>Quelqu'un (vous, nous l'espérons) a demandé à recevoir un e-mail à la sortie de <strong>{title}</strong> de <strong>{artist}</strong>.</p>${button('{confirm_link}', 'Confirmer')}<p>Si ce n'était pas vous, ignorez cet e-mail : sans confirmation, nous n'écrirons plus. Nous gardons votre adresse pour cette sortie seulement et la supprimons après l'e-mail du jour de sortie.</p><p><a href="{unsubscribe_link}">Se désinscrire</a></p>`,
    },
    es: {
      subject: 'Confirma: avísame cuando salga «{title}» de {artist}',
      text: 'Hola:\n\nAlguien (esperamos que tú) pidió recibir un correo cuando salga «{title}» de {artist}. Confírmalo con este enlace:\n{confirm_link}\n\nSi no fuiste tú, ignora este correo: sin confirmación no volveremos a escribir. Guardamos tu dirección solo para este lanzamiento y la borramos después del correo del día del lanzamiento.\n\nDarse de baja: {unsubscribe_link}',
      html: `<p>Hola:</p><p>Alguien (esperamos que tú) pidió recibir un correo cuando salga <strong>{title}</strong> de <strong>{artist}</strong>.</p>${button('{confirm_link}', 'Confirmar')}<p>Si no fuiste tú, ignora este correo: sin confirmación no volveremos a escribir. Guardamos tu dirección solo para este lanzamiento y la borramos después del correo del día del lanzamiento.</p><p><a href="{unsubscribe_link}">Darse de baja</a></p>`,
    },
  },
  link_release_day: {
    en: {
      subject: '"{title}" by {artist} is out now',
      text: 'Hello,\n\n"{title}" by {artist} is out today. Listen here:\n{page_link}\n\n{stores}\n\nThis was the one e-mail you asked for: we have now deleted your address.\n\nUnsubscribe: {unsubscribe_link}',
      html: `<p>Hello,</p><p><strong>{title}</strong> by <strong>{artist}</strong> is out today.</p>${button('{page_link}', 'Listen now')}<p>{stores}</p><p>This was the one e-mail you asked for: we have now deleted your address.</p><p><a href="{unsubscribe_link}">Unsubscribe</a></p>`,
    },
    fr: {
      subject: '« {title} » de {artist} est sorti',
      text: "Bonjour,\n\n« {title} » de {artist} sort aujourd'hui. À écouter ici :\n{page_link}\n\n{stores}\n\nC'était l'unique e-mail demandé : nous avons maintenant supprimé votre adresse.\n\nSe désinscrire : {unsubscribe_link}",
      html: `<p>Bonjour,</p><p><strong>{title}</strong> de <strong>{artist}</strong> sort aujourd'hui.</p>${button('{page_link}', 'Écouter')}<p>{stores}</p><p>C'était l'unique e-mail demandé : nous avons maintenant supprimé votre adresse.</p><p><a href="{unsubscribe_link}">Se désinscrire</a></p>`,
    },
    es: {
      subject: '«{title}» de {artist} ya está disponible',
      text: 'Hola:\n\n«{title}» de {artist} sale hoy. Escúchalo aquí:\n{page_link}\n\n{stores}\n\nEste era el único correo que pediste: ya hemos borrado tu dirección.\n\nDarse de baja: {unsubscribe_link}',
      html: `<p>Hola:</p><p><strong>{title}</strong> de <strong>{artist}</strong> sale hoy.</p>${button('{page_link}', 'Escuchar')}<p>{stores}</p><p>Este era el único correo que pediste: ya hemos borrado tu dirección.</p><p><a href="{unsubscribe_link}">Darse de baja</a></p>`,
    },
  },
});

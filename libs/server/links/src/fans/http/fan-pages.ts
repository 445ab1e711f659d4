import { LINK_LIMITS, type LanguageCode } from '@soundpost/contracts';
import { escapeHtml, resolveMailLanguage } from '@soundpost/server-core/mail';

/** The words of the small pages a fan sees around "notify me" and pre-save, per language. */
const WORDS = {
  en: {
    notifyTitle: 'Notify me on release day',
    emailLabel: 'Your e-mail address',
    notifyButton: 'Notify me',
    checkTitle: 'Check your inbox',
    checkText: 'If this address is not on the list yet, we have sent it a link to confirm. Open it, and we will e-mail you once when "{title}" is out.',
    confirmTitle: 'Confirm your address',
    confirmText: 'Press the button to be told once, by e-mail, when "{title}" by {artist} is out.',
    confirmButton: 'Confirm',
    confirmedTitle: 'You are on the list',
    confirmedText: 'We will e-mail you once when "{title}" by {artist} is out, then delete your address.',
    invalidTitle: 'This link is no longer valid',
    invalidText: 'It may have been replaced by a newer e-mail, or you have unsubscribed.',
    unsubscribeTitle: 'Unsubscribe',
    unsubscribeText: 'Stop the release-day e-mail for "{title}" and delete your address.',
    unsubscribeButton: 'Unsubscribe',
    unsubscribedTitle: 'You are unsubscribed',
    unsubscribedText: 'Your address is deleted. You will get no e-mail from this page.',
    back: 'Back to the release',
    sandboxTitle: 'Sandbox: {store} asks for your permission',
    sandboxText: 'This stand-in for {store}\'s own consent page appears because no store keys are configured. Allow adding "{title}" by {artist} to your library on release day?',
    allow: 'Allow',
    deny: 'Deny',
    errorTitle: 'Something is not right',
  },
  fr: {
    notifyTitle: 'Me prévenir le jour de la sortie',
    emailLabel: 'Votre adresse e-mail',
    notifyButton: 'Me prévenir',
    checkTitle: 'Consultez votre boîte de réception',
    checkText: "Si cette adresse n'est pas encore inscrite, nous lui avons envoyé un lien de confirmation. Ouvrez-le, et nous vous écrirons une fois à la sortie de « {title} ».",
    confirmTitle: 'Confirmez votre adresse',
    confirmText: 'Appuyez sur le bouton pour être prévenu une fois, par e-mail, de la sortie de « {title} » de {artist}.',
    confirmButton: 'Confirmer',
    confirmedTitle: 'Vous êtes inscrit',
    confirmedText: 'Nous vous écrirons une fois à la sortie de « {title} » de {artist}, puis supprimerons votre adresse.',
    invalidTitle: "Ce lien n'est plus valable",
    invalidText: 'Il a peut-être été remplacé par un e-mail plus récent, ou vous vous êtes désinscrit.',
    unsubscribeTitle: 'Se désinscrire',
    unsubscribeText: "Ne plus recevoir l'e-mail de sortie de « {title} » et supprimer votre adresse.",
    unsubscribeButton: 'Se désinscrire',
    unsubscribedTitle: 'Vous êtes désinscrit',
    unsubscribedText: "Votre adresse est supprimée. Vous ne recevrez aucun e-mail de cette page.",
    back: 'Retour à la sortie',
    sandboxTitle: 'Bac à sable : {store} demande votre autorisation',
    sandboxText: "Cette page remplace celle de {store} car aucune clé de plateforme n'est configurée. Autoriser l'ajout de « {title} » de {artist} à votre bibliothèque le jour de la sortie ?",
    allow: 'Autoriser',
    deny: 'Refuser',
    errorTitle: "Quelque chose ne va pas",
  },
  es: {
    notifyTitle: 'Avísame el día del lanzamiento',
    emailLabel: 'Tu correo electrónico',
    notifyButton: 'Avísame',
    checkTitle: 'Revisa tu bandeja de entrada',
    checkText: 'Si esta dirección aún no está en la lista, le hemos enviado un enlace de confirmación. Ábrelo y te escribiremos una vez cuando salga «{title}».',
    confirmTitle: 'Confirma tu dirección',
    confirmText: 'Pulsa el botón para recibir un único e-mail cuando salga «{title}» de {artist}.',
    confirmButton: 'Confirmar',
    confirmedTitle: 'Estás en la lista',
    confirmedText: 'Te escribiremos una vez cuando salga «{title}» de {artist} y después borraremos tu dirección.',
    invalidTitle: 'Este enlace ya no es válido',
    invalidText: 'Puede que lo haya sustituido un correo más reciente o que te hayas dado de baja.',
    unsubscribeTitle: 'Darse de baja',
    unsubscribeText: 'Dejar de recibir el correo del lanzamiento de «{title}» y borrar tu dirección.',
    unsubscribeButton: 'Darse de baja',
    unsubscribedTitle: 'Te has dado de baja',
    unsubscribedText: 'Tu dirección se ha borrado. No recibirás ningún correo de esta página.',
    back: 'Volver al lanzamiento',
    sandboxTitle: 'Sandbox: {store} pide tu permiso',
    sandboxText: 'Esta página sustituye a la de {store} porque no hay claves de tienda configuradas. ¿Permitir añadir «{title}» de {artist} a tu biblioteca el día del lanzamiento?',
    allow: 'Permitir',
    deny: 'Denegar',
    errorTitle: 'Algo no va bien',
  },
} as const satisfies Record<LanguageCode, Record<string, string>>;

export type FanWord = keyof (typeof WORDS)['en'];

/** The visitor's language from Accept-Language (en, fr or es). */
export function pageLanguage(acceptLanguage: string | string[] | undefined): LanguageCode {
  const value = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  return resolveMailLanguage(/^\s*([a-zA-Z]{2,3})\b/.exec(value ?? '')?.[1] ?? null);
}

export function word(language: LanguageCode, key: FanWord, values: Record<string, string> = {}): string {
  return WORDS[language][key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

const STYLE =
  'body{margin:0;padding:24px;background:#f5f5f7;font-family:system-ui,Arial,sans-serif;color:#1d1d1f;line-height:1.5}' +
  'main{max-width:480px;margin:40px auto;background:#fff;border-radius:12px;padding:24px}' +
  'h1{font-size:1.4rem;margin-top:0}.error{color:#b00020}label{display:block;margin:12px 0 4px}' +
  'input{width:100%;box-sizing:border-box;padding:10px;font-size:1rem;border:1px solid #888;border-radius:6px}' +
  'button,.button{display:inline-block;margin-top:12px;padding:10px 18px;font-size:1rem;border:0;border-radius:6px;background:#1d1d1f;color:#fff;text-decoration:none;cursor:pointer}' +
  '.secondary{background:#e5e5ea;color:#1d1d1f}';

export interface FanPageContent {
  title: string;
  /** Paragraphs of plain text (escaped here). */
  paragraphs?: string[];
  error?: string;
  /** Trusted markup built by the helpers below (every value in it escaped). */
  extra?: string;
  back?: { href: string; label: string };
}

export function fanPage(language: LanguageCode, content: FanPageContent): string {
  const paragraphs = (content.paragraphs ?? []).map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const error = content.error ? `<p class="error" role="alert">${escapeHtml(content.error)}</p>` : '';
  const back = content.back ? `<p><a href="${escapeHtml(content.back.href)}">${escapeHtml(content.back.label)}</a></p>` : '';
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(content.title)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(content.title)}</h1>${error}${paragraphs}${content.extra ?? ''}${back}</main></body></html>`
  );
}

/** The "notify me" form, as the link page shows it, posting to /l/{slug}/notify. */
export function notifyForm(language: LanguageCode, slug: string, email = ''): string {
  return (
    `<form method="post" action="/l/${escapeHtml(encodeURIComponent(slug))}/notify">` +
    `<label for="email">${escapeHtml(word(language, 'emailLabel'))}</label>` +
    `<input id="email" name="email" type="email" autocomplete="email" required maxlength="${LINK_LIMITS.emailMax}" value="${escapeHtml(email.slice(0, LINK_LIMITS.emailMax))}">` +
    `<button type="submit">${escapeHtml(word(language, 'notifyButton'))}</button></form>`
  );
}

export function postButton(action: string, label: string): string {
  return `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(label)}</button></form>`;
}

export function linkButtons(buttons: Array<{ href: string; label: string; secondary?: boolean }>): string {
  return `<p>${buttons.map((b) => `<a class="button${b.secondary ? ' secondary' : ''}" href="${escapeHtml(b.href)}">${escapeHtml(b.label)}</a>`).join(' ')}</p>`;
}

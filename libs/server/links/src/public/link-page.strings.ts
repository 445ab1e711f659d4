/** The languages the public page speaks; a visitor whose browser prefers fr or es gets that, English otherwise. */
export const PAGE_LANGUAGES = ['en', 'fr', 'es'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

export interface PageStrings {
  by: (artist: string) => string;
  coverAlt: (title: string) => string;
  listenOn: (store: string) => string;
  noStores: string;
  moreLinks: string;
  out: (date: string) => string;
  daysLeft: (days: number) => string;
  presaveOn: (store: string) => string;
  presaveHeading: string;
  presaved: (store: string) => string;
  notifyHeading: string;
  emailLabel: string;
  notifyButton: string;
  notifyNote: string;
  description: (title: string, artist: string) => string;
  presaveDescription: (title: string, artist: string, date: string) => string;
  notFoundTitle: string;
  notFoundText: string;
  madeWith: string;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** One table per language; every text of the page is here. */
export const PAGE_STRINGS: Readonly<Record<PageLanguage, PageStrings>> = {
  en: {
    by: (artist) => `by ${artist}`,
    coverAlt: (title) => `Cover art of ${title}`,
    listenOn: (store) => `Listen on ${store}`,
    noStores: 'The stores are adding this release. Check back soon.',
    moreLinks: 'More from the artist',
    out: (date) => `Out ${date}`,
    daysLeft: (days) => (days <= 0 ? 'Out today' : `${days} ${plural(days, 'day', 'days')} to go`),
    presaveOn: (store) => `Pre-save on ${store}`,
    presaveHeading: 'Pre-save',
    presaved: (store) => `Thank you! It is saved on ${store} for release day.`,
    notifyHeading: 'Notify me on release day',
    emailLabel: 'Your e-mail address',
    notifyButton: 'Notify me on release day',
    notifyNote: 'We keep your address only for this release: one e-mail on release day, then it is deleted. You can unsubscribe at any time.',
    description: (title, artist) => `Listen to ${title} by ${artist} on your favourite store.`,
    presaveDescription: (title, artist, date) => `${title} by ${artist}, out ${date}. Pre-save it now.`,
    notFoundTitle: 'Link not found',
    notFoundText: 'This link does not exist or is no longer available.',
    madeWith: 'Smart link by Soundpost',
  },
  fr: {
    by: (artist) => `par ${artist}`,
    coverAlt: (title) => `Pochette de ${title}`,
    listenOn: (store) => `Écouter sur ${store}`,
    noStores: 'Les plateformes ajoutent cette sortie. Revenez bientôt.',
    moreLinks: 'Plus de l’artiste',
    out: (date) => `Sortie le ${date}`,
    daysLeft: (days) => (days <= 0 ? 'Sortie aujourd’hui' : `Encore ${days} ${plural(days, 'jour', 'jours')}`),
    presaveOn: (store) => `Pré-enregistrer sur ${store}`,
    presaveHeading: 'Pré-enregistrer',
    presaved: (store) => `Merci ! C’est enregistré sur ${store} pour le jour de la sortie.`,
    notifyHeading: 'Prévenez-moi le jour de la sortie',
    emailLabel: 'Votre adresse e-mail',
    notifyButton: 'Prévenez-moi le jour de la sortie',
    notifyNote: 'Nous gardons votre adresse uniquement pour cette sortie : un e-mail le jour J, puis elle est supprimée. Désinscription possible à tout moment.',
    description: (title, artist) => `Écoutez ${title} de ${artist} sur votre plateforme préférée.`,
    presaveDescription: (title, artist, date) => `${title} de ${artist}, sortie le ${date}. Pré-enregistrez-le dès maintenant.`,
    notFoundTitle: 'Lien introuvable',
    notFoundText: 'Ce lien n’existe pas ou n’est plus disponible.',
    madeWith: 'Lien intelligent par Soundpost',
  },
  es: {
    by: (artist) => `de ${artist}`,
    coverAlt: (title) => `Portada de ${title}`,
    listenOn: (store) => `Escuchar en ${store}`,
    noStores: 'Las tiendas están añadiendo este lanzamiento. Vuelve pronto.',
    moreLinks: 'Más del artista',
    out: (date) => `Sale el ${date}`,
    daysLeft: (days) => (days <= 0 ? 'Sale hoy' : `${plural(days, 'Falta', 'Faltan')} ${days} ${plural(days, 'día', 'días')}`),
    presaveOn: (store) => `Pre-guardar en ${store}`,
    presaveHeading: 'Pre-guardar',
    presaved: (store) => `¡Gracias! Está guardado en ${store} para el día del lanzamiento.`,
    notifyHeading: 'Avísame el día del lanzamiento',
    emailLabel: 'Tu correo electrónico',
    notifyButton: 'Avísame el día del lanzamiento',
    notifyNote: 'Guardamos tu correo solo para este lanzamiento: un correo el día del lanzamiento y después se borra. Puedes darte de baja cuando quieras.',
    description: (title, artist) => `Escucha ${title} de ${artist} en tu tienda favorita.`,
    presaveDescription: (title, artist, date) => `${title} de ${artist}, sale el ${date}. Pre-guárdalo ahora.`,
    notFoundTitle: 'Enlace no encontrado',
    notFoundText: 'Este enlace no existe o ya no está disponible.',
    madeWith: 'Enlace inteligente de Soundpost',
  },
};

import type { LanguageCode } from '@soundpost/contracts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  values?: Record<string, Record<string, string>>;
}

export type MailTranslations = { en: MailContent } & Partial<Record<Exclude<LanguageCode, 'en'>, MailContent>>;

export interface MailTemplateParams {
  verification_code: { code: string };
  login_code: { code: string };
  password_reset_code: { code: string };
  admin_login_code: { code: string };
  generic_notice: { title: string; message: string };
}

export type MailTemplateName = keyof MailTemplateParams;

const code = (text: string) => `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:16px 0">${text}</p>`;

/** A set of templates a domain ships: every name it lists must be declared in MailTemplateParams. */
export type MailTemplateSet<K extends MailTemplateName = MailTemplateName> = { readonly [N in K]: MailTranslations };

type CoreTemplateName = 'verification_code' | 'login_code' | 'password_reset_code' | 'admin_login_code' | 'generic_notice';

export const CORE_MAIL_TEMPLATES: MailTemplateSet<CoreTemplateName> = {
  verification_code: {
    en: {
      subject: 'Your Soundpost verification code',
      text: 'Your Soundpost verification code is {code}.\n\nIt is valid for 10 minutes. If you did not sign up for Soundpost, you can ignore this e-mail.',
      html: `<p>Your Soundpost verification code is:</p>${code('{code}')}<p>It is valid for 10 minutes. If you did not sign up for Soundpost, you can ignore this e-mail.</p>`,
    },
    fr: {
      subject: 'Votre code de vérification Soundpost',
      text: "Votre code de vérification Soundpost est {code}.\n\nIl est valable 10 minutes. Si vous ne vous êtes pas inscrit sur Soundpost, vous pouvez ignorer cet e-mail.",
      html: `<p>Votre code de vérification Soundpost est :</p>${code('{code}')}<p>Il est valable 10 minutes. Si vous ne vous êtes pas inscrit sur Soundpost, vous pouvez ignorer cet e-mail.</p>`,
    },
    es: {
      subject: 'Tu código de verificación de Soundpost',
      text: 'Tu código de verificación de Soundpost es {code}.\n\nEs válido durante 10 minutos. Si no te has registrado en Soundpost, puedes ignorar este correo.',
      html: `<p>Tu código de verificación de Soundpost es:</p>${code('{code}')}<p>Es válido durante 10 minutos. Si no te has registrado en Soundpost, puedes ignorar este correo.</p>`,
    },
  },
  login_code: {
    en: {
      subject: 'Your Soundpost login code',
      text: 'Your Soundpost login code is {code}.\n\nIt is valid for 10 minutes. If you did not try to log in, change your password.',
      html: `<p>Your Soundpost login code is:</p>${code('{code}')}<p>It is valid for 10 minutes. If you did not try to log in, change your password.</p>`,
    },
    fr: {
      subject: 'Votre code de connexion Soundpost',
      text: "Votre code de connexion Soundpost est {code}.\n\nIl est valable 10 minutes. Si vous n'avez pas essayé de vous connecter, changez votre mot de passe.",
      html: `<p>Votre code de connexion Soundpost est :</p>${code('{code}')}<p>Il est valable 10 minutes. Si vous n'avez pas essayé de vous connecter, changez votre mot de passe.</p>`,
    },
    es: {
      subject: 'Tu código de inicio de sesión de Soundpost',
      text: 'Tu código de inicio de sesión de Soundpost es {code}.\n\nEs válido durante 10 minutos. Si no has intentado iniciar sesión, cambia tu contraseña.',
      html: `<p>Tu código de inicio de sesión de Soundpost es:</p>${code('{code}')}<p>Es válido durante 10 minutos. Si no has intentado iniciar sesión, cambia tu contraseña.</p>`,
    },
  },
  password_reset_code: {
    en: {
      subject: 'Reset your Soundpost password',
      text: 'Use this code to reset your Soundpost password: {code}\n\nIt is valid for 10 minutes. If you did not ask to reset your password, you can ignore this e-mail: your password stays the same.',
      html: `<p>Use this code to reset your Soundpost password:</p>${code('{code}')}<p>It is valid for 10 minutes. If you did not ask to reset your password, you can ignore this e-mail: your password stays the same.</p>`,
    },
    fr: {
      subject: 'Réinitialisation de votre mot de passe Soundpost',
      text: "Utilisez ce code pour réinitialiser votre mot de passe Soundpost : {code}\n\nIl est valable 10 minutes. Si vous n'avez pas demandé à réinitialiser votre mot de passe, ignorez cet e-mail : votre mot de passe reste inchangé.",
      html: `<p>Utilisez ce code pour réinitialiser votre mot de passe Soundpost :</p>${code('{code}')}<p>Il est valable 10 minutes. Si vous n'avez pas demandé à réinitialiser votre mot de passe, ignorez cet e-mail : votre mot de passe reste inchangé.</p>`,
    },
    es: {
      subject: 'Restablece tu contraseña de Soundpost',
      text: 'Usa este código para restablecer tu contraseña de Soundpost: {code}\n\nEs válido durante 10 minutos. Si no has solicitado restablecer tu contraseña, ignora este correo: tu contraseña no cambiará.',
      html: `<p>Usa este código para restablecer tu contraseña de Soundpost:</p>${code('{code}')}<p>Es válido durante 10 minutos. Si no has solicitado restablecer tu contraseña, ignora este correo: tu contraseña no cambiará.</p>`,
    },
  },
  admin_login_code: {
    en: {
      subject: 'Your Soundpost back office login code',
      text: 'Your back office login code is {code}.\n\nIt is valid for 10 minutes. If you did not try to log in to the Soundpost back office, tell your administrator at once.',
      html: `<p>Your back office login code is:</p>${code('{code}')}<p>It is valid for 10 minutes. If you did not try to log in to the Soundpost back office, tell your administrator at once.</p>`,
    },
    fr: {
      subject: "Votre code de connexion à l'administration Soundpost",
      text: "Votre code de connexion à l'administration est {code}.\n\nIl est valable 10 minutes. Si vous n'avez pas essayé de vous connecter à l'administration Soundpost, prévenez immédiatement votre administrateur.",
      html: `<p>Votre code de connexion à l'administration est :</p>${code('{code}')}<p>Il est valable 10 minutes. Si vous n'avez pas essayé de vous connecter à l'administration Soundpost, prévenez immédiatement votre administrateur.</p>`,
    },
    es: {
      subject: 'Tu código de acceso a la administración de Soundpost',
      text: 'Tu código de acceso a la administración es {code}.\n\nEs válido durante 10 minutos. Si no has intentado acceder a la administración de Soundpost, avisa de inmediato a tu administrador.',
      html: `<p>Tu código de acceso a la administración es:</p>${code('{code}')}<p>Es válido durante 10 minutos. Si no has intentado acceder a la administración de Soundpost, avisa de inmediato a tu administrador.</p>`,
    },
  },
  generic_notice: {
    en: {
      subject: '{title}',
      text: '{message}\n\nThe Soundpost team',
      html: '<h1 style="font-size:20px">{title}</h1><p>{message}</p><p>The Soundpost team</p>',
    },
    fr: {
      subject: '{title}',
      text: "{message}\n\nL'équipe Soundpost",
      html: "<h1 style=\"font-size:20px\">{title}</h1><p>{message}</p><p>L'équipe Soundpost</p>",
    },
    es: {
      subject: '{title}',
      text: '{message}\n\nEl equipo de Soundpost',
      html: '<h1 style="font-size:20px">{title}</h1><p>{message}</p><p>El equipo de Soundpost</p>',
    },
  },
};

const registry = new Map<string, MailTranslations>(Object.entries(CORE_MAIL_TEMPLATES));

export function registerMailTemplates<K extends MailTemplateName>(templates: MailTemplateSet<K>): MailTemplateSet<K> {
  for (const [name, translations] of Object.entries(templates) as Array<[string, MailTranslations]>) {
    const existing = registry.get(name);
    if (existing && existing !== translations) throw new Error(`Mail template "${name}" is registered twice`);
    registry.set(name, translations);
  }
  return templates;
}

export function mailTemplate(name: string): MailTranslations | undefined {
  return registry.get(name);
}

export function registeredMailTemplates(): string[] {
  return [...registry.keys()];
}

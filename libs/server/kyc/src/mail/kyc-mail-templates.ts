import { registerMailTemplates } from '@soundpost/server-core/mail';

declare module '@soundpost/server-core/mail' {
  interface MailTemplateParams {
    document_decision: { name: string; decision: 'approved' | 'rejected'; reason: string };
  }
}

export const DOCUMENT_DECISION_MAIL = 'document_decision';

export const KYC_MAIL_TEMPLATES = registerMailTemplates({
  document_decision: {
    en: {
      subject: 'Your Soundpost documents have been reviewed',
      text: 'Hello {name},\n\nWe have reviewed your identity documents: they have been {decision}.\n{reason}\n\nLog in to Soundpost to see the details.',
      html: '<p>Hello {name},</p><p>We have reviewed your identity documents: they have been <strong>{decision}</strong>.</p><p>{reason}</p><p>Log in to Soundpost to see the details.</p>',
      values: { decision: { approved: 'approved', rejected: 'rejected' } },
    },
    fr: {
      subject: 'Vos documents Soundpost ont été examinés',
      text: "Bonjour {name},\n\nNous avons examiné vos documents d'identité : ils ont été {decision}.\n{reason}\n\nConnectez-vous à Soundpost pour voir les détails.",
      html: "<p>Bonjour {name},</p><p>Nous avons examiné vos documents d'identité : ils ont été <strong>{decision}</strong>.</p><p>{reason}</p><p>Connectez-vous à Soundpost pour voir les détails.</p>",
      values: { decision: { approved: 'approuvés', rejected: 'refusés' } },
    },
    es: {
      subject: 'Hemos revisado tus documentos de Soundpost',
      text: 'Hola, {name}:\n\nHemos revisado tus documentos de identidad: han sido {decision}.\n{reason}\n\nInicia sesión en Soundpost para ver los detalles.',
      html: '<p>Hola, {name}:</p><p>Hemos revisado tus documentos de identidad: han sido <strong>{decision}</strong>.</p><p>{reason}</p><p>Inicia sesión en Soundpost para ver los detalles.</p>',
      values: { decision: { approved: 'aprobados', rejected: 'rechazados' } },
    },
  },
});

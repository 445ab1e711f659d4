import { registerNotificationTemplates } from '@soundpost/server-notifications';

export const DOCUMENT_DECISION_NOTIFICATION = 'document_decision';

export const KYC_NOTIFICATION_TEMPLATES = registerNotificationTemplates({
  document_decision: {
    en: {
      title: 'Your documents have been {decision}',
      message: 'We have reviewed your identity documents: they have been {decision}.\n{comment}',
      values: { decision: { approved: 'approved', rejected: 'rejected' } },
    },
    fr: {
      title: 'Vos documents ont été {decision}',
      message: "Nous avons examiné vos documents d'identité : ils ont été {decision}.\n{comment}",
      values: { decision: { approved: 'approuvés', rejected: 'refusés' } },
    },
    es: {
      title: 'Tus documentos han sido {decision}',
      message: 'Hemos revisado tus documentos de identidad: han sido {decision}.\n{comment}',
      values: { decision: { approved: 'aprobados', rejected: 'rechazados' } },
    },
  },
});

import { registerMailTemplates } from '@soundpost/server-core/mail';

declare module '@soundpost/server-core/mail' {
  interface MailTemplateParams {
    payment_receipt: { name: string; plan: string; price: string; credit: string; amount: string; period_start: string; period_end: string; transaction_id: string; link: string };
    bank_transfer_instructions: { name: string; plan: string; amount: string; reference: string; account_name: string; iban: string; swift: string; link: string };
    subscription_ended: { name: string; plan: string; reason: 'replaced' | 'canceled' | 'expired'; ended_on: string; link: string };
  }
}

export const PAYMENT_RECEIPT_MAIL = 'payment_receipt';
export const BANK_TRANSFER_MAIL = 'bank_transfer_instructions';
export const SUBSCRIPTION_ENDED_MAIL = 'subscription_ended';

export const BILLING_MAIL_TEMPLATES = registerMailTemplates({
  payment_receipt: {
    en: {
      subject: 'Your Soundpost receipt: {plan} plan',
      text: 'Hello {name},\n\nThank you for your payment. Your {plan} plan is active from {period_start} to {period_end}.\n\nPlan price: {price}\nCredit for the unused time of your previous plan: {credit}\nAmount paid: {amount}\nTransaction: {transaction_id}\n\nSee your plan: {link}',
      html: '<p>Hello {name},</p><p>Thank you for your payment. Your <strong>{plan}</strong> plan is active from {period_start} to {period_end}.</p><table><tr><td>Plan price</td><td>{price}</td></tr><tr><td>Credit for the unused time of your previous plan</td><td>{credit}</td></tr><tr><td><strong>Amount paid</strong></td><td><strong>{amount}</strong></td></tr><tr><td>Transaction</td><td>{transaction_id}</td></tr></table><p><a href="{link}">See your plan</a></p>',
    },
    fr: {
      subject: 'Votre reçu Soundpost : forfait {plan}',
      text: "Bonjour {name},\n\nMerci pour votre paiement. Votre forfait {plan} est actif du {period_start} au {period_end}.\n\nPrix du forfait : {price}\nCrédit pour la période non utilisée de votre forfait précédent : {credit}\nMontant payé : {amount}\nTransaction : {transaction_id}\n\nVoir votre forfait : {link}",
      html: '<p>Bonjour {name},</p><p>Merci pour votre paiement. Votre forfait <strong>{plan}</strong> est actif du {period_start} au {period_end}.</p><table><tr><td>Prix du forfait</td><td>{price}</td></tr><tr><td>Crédit pour la période non utilisée de votre forfait précédent</td><td>{credit}</td></tr><tr><td><strong>Montant payé</strong></td><td><strong>{amount}</strong></td></tr><tr><td>Transaction</td><td>{transaction_id}</td></tr></table><p><a href="{link}">Voir votre forfait</a></p>',
    },
    es: {
      subject: 'Tu recibo de Soundpost: plan {plan}',
      text: 'Hola, {name}:\n\nGracias por tu pago. Tu plan {plan} está activo del {period_start} al {period_end}.\n\nPrecio del plan: {price}\nCrédito por el tiempo no usado de tu plan anterior: {credit}\nImporte pagado: {amount}\nTransacción: {transaction_id}\n\nVer tu plan: {link}',
      html: '<p>Hola, {name}:</p><p>Gracias por tu pago. Tu plan <strong>{plan}</strong> está activo del {period_start} al {period_end}.</p><table><tr><td>Precio del plan</td><td>{price}</td></tr><tr><td>Crédito por el tiempo no usado de tu plan anterior</td><td>{credit}</td></tr><tr><td><strong>Importe pagado</strong></td><td><strong>{amount}</strong></td></tr><tr><td>Transacción</td><td>{transaction_id}</td></tr></table><p><a href="{link}">Ver tu plan</a></p>',
    },
  },
  bank_transfer_instructions: {
    en: {
      subject: 'Bank transfer for your Soundpost {plan} plan: reference {reference}',
      text: 'Hello {name},\n\nTo pay for your {plan} plan, transfer {amount} to:\n\nAccount name: {account_name}\nIBAN: {iban}\nSWIFT: {swift}\nReference: {reference}\n\nQuote the reference exactly: your plan is activated once the payment is received.\n\nSee your plan: {link}',
      html: '<p>Hello {name},</p><p>To pay for your <strong>{plan}</strong> plan, transfer <strong>{amount}</strong> to:</p><table><tr><td>Account name</td><td>{account_name}</td></tr><tr><td>IBAN</td><td>{iban}</td></tr><tr><td>SWIFT</td><td>{swift}</td></tr><tr><td>Reference</td><td><strong>{reference}</strong></td></tr></table><p>Quote the reference exactly: your plan is activated once the payment is received.</p><p><a href="{link}">See your plan</a></p>',
    },
    fr: {
      subject: 'Virement pour votre forfait Soundpost {plan} : référence {reference}',
      text: "Bonjour {name},\n\nPour payer votre forfait {plan}, virez {amount} sur :\n\nTitulaire du compte : {account_name}\nIBAN : {iban}\nSWIFT : {swift}\nRéférence : {reference}\n\nIndiquez la référence telle quelle : votre forfait est activé dès réception du paiement.\n\nVoir votre forfait : {link}",
      html: "<p>Bonjour {name},</p><p>Pour payer votre forfait <strong>{plan}</strong>, virez <strong>{amount}</strong> sur :</p><table><tr><td>Titulaire du compte</td><td>{account_name}</td></tr><tr><td>IBAN</td><td>{iban}</td></tr><tr><td>SWIFT</td><td>{swift}</td></tr><tr><td>Référence</td><td><strong>{reference}</strong></td></tr></table><p>Indiquez la référence telle quelle : votre forfait est activé dès réception du paiement.</p><p><a href=\"{link}\">Voir votre forfait</a></p>",
    },
    es: {
      subject: 'Transferencia para tu plan {plan} de Soundpost: referencia {reference}',
      text: 'Hola, {name}:\n\nPara pagar tu plan {plan}, transfiere {amount} a:\n\nTitular de la cuenta: {account_name}\nIBAN: {iban}\nSWIFT: {swift}\nReferencia: {reference}\n\nIndica la referencia exactamente: tu plan se activa en cuanto recibamos el pago.\n\nVer tu plan: {link}',
      html: '<p>Hola, {name}:</p><p>Para pagar tu plan <strong>{plan}</strong>, transfiere <strong>{amount}</strong> a:</p><table><tr><td>Titular de la cuenta</td><td>{account_name}</td></tr><tr><td>IBAN</td><td>{iban}</td></tr><tr><td>SWIFT</td><td>{swift}</td></tr><tr><td>Referencia</td><td><strong>{reference}</strong></td></tr></table><p>Indica la referencia exactamente: tu plan se activa en cuanto recibamos el pago.</p><p><a href="{link}">Ver tu plan</a></p>',
    },
  },
  subscription_ended: {
    en: {
      subject: 'Your Soundpost {plan} plan has ended',
      text: 'Hello {name},\n\nYour {plan} plan ended on {ended_on}: {reason}.\n\nSee your plan: {link}',
      html: '<p>Hello {name},</p><p>Your <strong>{plan}</strong> plan ended on {ended_on}: {reason}.</p><p><a href="{link}">See your plan</a></p>',
      values: { reason: { replaced: 'it was replaced by your new plan, and its unused time was credited', canceled: 'it was canceled', expired: 'its period is over' } },
    },
    fr: {
      subject: 'Votre forfait Soundpost {plan} a pris fin',
      text: 'Bonjour {name},\n\nVotre forfait {plan} a pris fin le {ended_on} : {reason}.\n\nVoir votre forfait : {link}',
      html: '<p>Bonjour {name},</p><p>Votre forfait <strong>{plan}</strong> a pris fin le {ended_on} : {reason}.</p><p><a href="{link}">Voir votre forfait</a></p>',
      values: { reason: { replaced: 'il a été remplacé par votre nouveau forfait et sa période non utilisée vous a été créditée', canceled: 'il a été annulé', expired: 'sa période est terminée' } },
    },
    es: {
      subject: 'Tu plan {plan} de Soundpost ha terminado',
      text: 'Hola, {name}:\n\nTu plan {plan} terminó el {ended_on}: {reason}.\n\nVer tu plan: {link}',
      html: '<p>Hola, {name}:</p><p>Tu plan <strong>{plan}</strong> terminó el {ended_on}: {reason}.</p><p><a href="{link}">Ver tu plan</a></p>',
      values: { reason: { replaced: 'lo ha sustituido tu nuevo plan y se te ha abonado el tiempo no usado', canceled: 'se ha cancelado', expired: 'su periodo ha terminado' } },
    },
  },
});

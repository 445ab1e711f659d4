import appealEn from './appeal.en.json';
import appealEs from './appeal.es.json';
import appealFr from './appeal.fr.json';
import catalogEn from './catalog.en.json';
import catalogEs from './catalog.es.json';
import catalogFr from './catalog.fr.json';
import chatEn from './chat.en.json';
import chatEs from './chat.es.json';
import chatFr from './chat.fr.json';
import deliveryEn from './delivery.en.json';
import deliveryEs from './delivery.es.json';
import deliveryFr from './delivery.fr.json';
import earningsEn from './earnings.en.json';
import earningsEs from './earnings.es.json';
import earningsFr from './earnings.fr.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import labelReportsEn from './label-reports.en.json';
import labelReportsEs from './label-reports.es.json';
import labelReportsFr from './label-reports.fr.json';
import teamEn from './team.en.json';
import teamEs from './team.es.json';
import teamFr from './team.fr.json';
import legalEn from './legal.en.json';
import legalEs from './legal.es.json';
import legalFr from './legal.fr.json';
import linksEn from './links.en.json';
import linksEs from './links.es.json';
import linksFr from './links.fr.json';
import moneyEn from './money.en.json';
import moneyEs from './money.es.json';
import moneyFr from './money.fr.json';
import notificationsEn from './notifications.en.json';
import notificationsEs from './notifications.es.json';
import notificationsFr from './notifications.fr.json';
import peopleEn from './people.en.json';
import peopleEs from './people.es.json';
import peopleFr from './people.fr.json';
import popupsEn from './popups.en.json';
import popupsEs from './popups.es.json';
import popupsFr from './popups.fr.json';
import publicEn from './public.en.json';
import publicEs from './public.es.json';
import publicFr from './public.fr.json';
import ticketsEn from './tickets.en.json';
import ticketsEs from './tickets.es.json';
import ticketsFr from './tickets.fr.json';
import walletEn from './wallet.en.json';
import walletEs from './wallet.es.json';
import walletFr from './wallet.fr.json';
import wizardEn from './wizard.en.json';
import wizardEs from './wizard.es.json';
import wizardFr from './wizard.fr.json';

import type { TranslationBundle } from '@soundpost/contracts';
import privacyEn from './privacy.en.json';
import privacyEs from './privacy.es.json';
import privacyFr from './privacy.fr.json';
import taxEn from './tax.en.json';
import taxEs from './tax.es.json';
import taxFr from './tax.fr.json';
import closingEn from './closing.en.json';
import closingEs from './closing.es.json';
import closingFr from './closing.fr.json';
import stepUpEn from './stepup.en.json';
import stepUpEs from './stepup.es.json';
import stepUpFr from './stepup.fr.json';

export type { TranslationBundle };

/** Areas own their top-level keys, so work on different screens never edits the same file. */
export function mergeBundles(...parts: TranslationBundle[]): TranslationBundle {
  const out: TranslationBundle = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const existing = out[key];
      out[key] =
        existing && typeof existing === 'object' && typeof value === 'object' ? mergeBundles(existing, value) : value;
    }
  }
  return out;
}

export const SHIPPED_BUNDLES: Record<string, TranslationBundle> = {
  en: mergeBundles(en, catalogEn, wizardEn, publicEn, popupsEn, ticketsEn, notificationsEn, peopleEn, moneyEn, legalEn, walletEn, deliveryEn, appealEn, earningsEn, linksEn, labelReportsEn, teamEn, chatEn, privacyEn, taxEn, closingEn, stepUpEn),
  fr: mergeBundles(fr, catalogFr, wizardFr, publicFr, popupsFr, ticketsFr, notificationsFr, peopleFr, moneyFr, legalFr, walletFr, deliveryFr, appealFr, earningsFr, linksFr, labelReportsFr, teamFr, chatFr, privacyFr, taxFr, closingFr, stepUpFr),
  es: mergeBundles(es, catalogEs, wizardEs, publicEs, popupsEs, ticketsEs, notificationsEs, peopleEs, moneyEs, legalEs, walletEs, deliveryEs, appealEs, earningsEs, linksEs, labelReportsEs, teamEs, chatEs, privacyEs, taxEs, closingEs, stepUpEs),
};

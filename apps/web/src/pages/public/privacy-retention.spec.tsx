import { screen } from '@testing-library/react';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

/** The privacy page states the retention schedule the code applies (docs/privacy.md "Retention"), in each language. */
const SCHEDULE = {
  en: ['How long we keep your data', '90 days after a decision rejecting your application', '5 years after your account is closed', 'anti-money-laundering', '10 years', 'pseudonymous id', 'Data exports', '7 days', 'erased when you close it'],
  fr: ['Combien de temps nous gardons vos données', '90 jours après une décision qui refuse votre demande', '5 ans après la fermeture de votre compte', 'blanchiment', '10 ans', 'identifiant pseudonyme', 'Exports de vos données', '7 jours', 'effacé à sa fermeture'],
  es: ['Cuánto tiempo guardamos tus datos', '90 días después de una decisión que rechaza tu solicitud', '5 años después del cierre de tu cuenta', 'blanqueo de capitales', '10 años', 'identificador seudónimo', 'Exportaciones de tus datos', '7 días', 'se borra al cerrarla'],
} as const;

describe('privacy page: how long we keep your data', () => {
  it.each(Object.keys(SCHEDULE) as Array<keyof typeof SCHEDULE>)('states the schedule in %s', async (lng) => {
    mockApi();
    await renderApp('/privacy', { lng });
    await screen.findByTestId('page-title');
    const body = screen.getByTestId('legal-body');
    const text = body.textContent ?? '';
    for (const phrase of SCHEDULE[lng]) expect(text).toContain(phrase);
    // Its own heading, not a paragraph lost in another section.
    expect([...body.querySelectorAll('h2')].map((h) => h.textContent)).toContain(SCHEDULE[lng][0]);
    // The old rule (documents deleted with the account) is gone.
    expect(text).not.toMatch(/identity documents, releases, tracks, tickets, wallet and payment records are deleted/);
  });
});

import { checkWellFormed } from '@soundpost/server-core/xml';
import { buildSepaCreditTransfer, sepaEndToEndId } from './sepa-file';

describe('buildSepaCreditTransfer (pain.001.001.03)', () => {
  const xml = buildSepaCreditTransfer({
    messageId: 'SP-20261127-0001',
    createdAt: new Date('2026-11-27T10:00:00Z'),
    executionDate: '2026-11-28',
    debtor: { name: 'Soundpost Demo Ltd', iban: 'PT50 0002 0123 1234 5678 9015 4', bic: 'DEMOPTPL' },
    transfers: [
      { payoutId: '0b5b1c2e-1111-4222-8333-944455556666', amountCents: 5000, creditorName: 'Zoë <Script> & Co', creditorIban: 'de89 3704 0044 0532 0130 00', remittance: 'Soundpost payout' },
      { payoutId: '1b5b1c2e-1111-4222-8333-944455556666', amountCents: 2599, creditorName: 'B', creditorIban: 'FR1420041010050500013M02606', remittance: 'Soundpost payout' },
    ],
  });

  it('has the ISO 20022 namespace, counts and the control sum of all transfers', () => {
    expect(xml).toContain('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">');
    expect(xml.match(/<NbOfTxs>2<\/NbOfTxs>/g)).toHaveLength(2);
    expect(xml.match(/<CtrlSum>75.99<\/CtrlSum>/g)).toHaveLength(2);
    expect(xml).toContain('<IBAN>PT50000201231234567890154</IBAN>');
    expect(xml).toContain('<BIC>DEMOPTPL</BIC>');
    expect(xml).toContain('<ReqdExctnDt>2026-11-28</ReqdExctnDt>');
  });

  it('writes one transaction per payout: IBAN, EUR amount, the payout id as end-to-end id, a SEPA-safe name', () => {
    expect(xml.match(/<CdtTrfTxInf>/g)).toHaveLength(2);
    expect(xml).toContain(`<EndToEndId>${sepaEndToEndId('0b5b1c2e-1111-4222-8333-944455556666')}</EndToEndId>`);
    expect(sepaEndToEndId('0b5b1c2e-1111-4222-8333-944455556666')).toHaveLength(32);
    expect(xml).toContain('<InstdAmt Ccy="EUR">50.00</InstdAmt>');
    expect(xml).toContain('<IBAN>DE89370400440532013000</IBAN>');
    expect(xml).toContain('<Nm>Zoe Script Co</Nm>');
    expect(xml).not.toContain('<Script>');
  });
});

describe('the SEPA file as the bank reads it', () => {
  it('parses back as well-formed XML', async () => {
    const xml = buildSepaCreditTransfer({
      messageId: 'SP-1',
      createdAt: new Date('2026-11-27T10:00:00Z'),
      executionDate: '2026-11-28',
      debtor: { name: 'A & B <Ltd>', iban: 'PT50000201231234567890154', bic: '' },
      transfers: [{ payoutId: '0b5b1c2e-1111-4222-8333-944455556666', amountCents: 1, creditorName: '&e; &amp;', creditorIban: 'FR1420041010050500013M02606', remittance: ']]>' }],
    });
    await expect(checkWellFormed(xml)).resolves.toEqual({ valid: true, errors: [] });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns=')).toBe(true);
  });
});

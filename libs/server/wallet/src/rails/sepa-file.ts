import { formatCentsPlain } from '@soundpost/contracts';
import { writeXml, xmlDocument } from '@soundpost/server-core/xml';

export interface SepaDebtor {
  name: string;
  iban: string;
  bic: string;
}

export interface SepaTransfer {
  payoutId: string;
  amountCents: number;
  creditorName: string;
  creditorIban: string;
  remittance: string;
}

/** SEPA's Latin subset: anything else becomes a space, then the field is cut to its maximum length. */
function sepaText(text: string, max: number): string {
  const latin = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return latin.replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, max) || 'NOTPROVIDED';
}

const compactIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();

/** 32 hex digits: the 36-character UUID is over the 35 an end-to-end id allows. */
export const sepaEndToEndId = (payoutId: string) => payoutId.replace(/-/g, '');

export function buildSepaCreditTransfer(input: { messageId: string; createdAt: Date; executionDate: string; debtor: SepaDebtor; transfers: SepaTransfer[] }): string {
  const total = input.transfers.reduce((sum, t) => sum + t.amountCents, 0);
  const doc = xmlDocument();
  const root = doc.ele('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03', 'Document').ele('CstmrCdtTrfInitn');
  const header = root.ele('GrpHdr');
  header.ele('MsgId').txt(input.messageId.slice(0, 35));
  header.ele('CreDtTm').txt(input.createdAt.toISOString().slice(0, 19));
  header.ele('NbOfTxs').txt(String(input.transfers.length));
  header.ele('CtrlSum').txt(formatCentsPlain(total));
  header.ele('InitgPty').ele('Nm').txt(sepaText(input.debtor.name, 70));
  const block = root.ele('PmtInf');
  block.ele('PmtInfId').txt(input.messageId.slice(0, 35));
  block.ele('PmtMtd').txt('TRF');
  block.ele('BtchBookg').txt('false');
  block.ele('NbOfTxs').txt(String(input.transfers.length));
  block.ele('CtrlSum').txt(formatCentsPlain(total));
  block.ele('PmtTpInf').ele('SvcLvl').ele('Cd').txt('SEPA');
  block.ele('ReqdExctnDt').txt(input.executionDate);
  block.ele('Dbtr').ele('Nm').txt(sepaText(input.debtor.name, 70));
  block.ele('DbtrAcct').ele('Id').ele('IBAN').txt(compactIban(input.debtor.iban));
  const agent = block.ele('DbtrAgt').ele('FinInstnId');
  if (input.debtor.bic.trim()) agent.ele('BIC').txt(input.debtor.bic.trim().toUpperCase());
  else agent.ele('Othr').ele('Id').txt('NOTPROVIDED');
  block.ele('ChrgBr').txt('SLEV');
  for (const t of input.transfers) {
    const tx = block.ele('CdtTrfTxInf');
    tx.ele('PmtId').ele('EndToEndId').txt(sepaEndToEndId(t.payoutId));
    tx.ele('Amt').ele('InstdAmt', { Ccy: 'EUR' }).txt(formatCentsPlain(t.amountCents));
    tx.ele('Cdtr').ele('Nm').txt(sepaText(t.creditorName, 70));
    tx.ele('CdtrAcct').ele('Id').ele('IBAN').txt(compactIban(t.creditorIban));
    tx.ele('RmtInf').ele('Ustrd').txt(sepaText(t.remittance, 140));
  }
  return writeXml(doc);
}

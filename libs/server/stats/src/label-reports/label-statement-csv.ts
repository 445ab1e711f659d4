import { formatCentsPlain, type LabelStatementResponse } from '@soundpost/contracts';
import { toCsv } from '@soundpost/shared-csv';

/** A share as a plain number with two decimals ("75.00"): not money, so not the money formatter. */
const PERCENT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

/** The statement's lines as the page shows them, then one total row. */
export function labelStatementCsv(statement: LabelStatementResponse): string {
  const total = {
    month: 'total',
    store: '',
    release_id: '',
    release_title: '',
    track_id: null,
    track_title: null,
    isrc: null,
    units: statement.totals.units,
    gross_cents: statement.totals.gross_cents,
    share_percent: statement.totals.gross_cents === 0 ? 0 : Math.round((statement.totals.amount_cents / statement.totals.gross_cents) * 10_000) / 100,
    amount_cents: statement.totals.amount_cents,
  };
  return toCsv([...statement.lines, total], [
    { header: 'month', value: (l) => l.month },
    { header: 'store', value: (l) => l.store },
    { header: 'release', value: (l) => l.release_title },
    { header: 'track', value: (l) => l.track_title },
    { header: 'isrc', value: (l) => l.isrc },
    { header: 'units', value: (l) => l.units },
    { header: `gross_${statement.currency.toLowerCase()}`, value: (l) => formatCentsPlain(l.gross_cents) },
    { header: 'share_percent', value: (l) => PERCENT.format(l.share_percent) },
    { header: `amount_${statement.currency.toLowerCase()}`, value: (l) => formatCentsPlain(l.amount_cents) },
  ]);
}

/** `label-statement-<artist>-<from>-<to>.csv`, the artist's name in ASCII letters and digits. */
export function labelStatementFileName(statement: LabelStatementResponse): string {
  const artist =
    statement.artist.name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'artist';
  return `label-statement-${artist}-${statement.from}-${statement.to}.csv`;
}

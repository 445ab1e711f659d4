import { ROYALTY_MESSAGES as M } from '@soundpost/contracts';
import { DomainError, validateBody } from '@soundpost/server-core/http';
import { ManualMatchDto, matchTargetOf, PresetDto, validateImportForm } from './royalties.dto';

const refusal = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    if (error instanceof DomainError) return { status: error.status, message: error.message, errors: error.errors };
    throw error;
  }
  throw new Error('accepted');
};

const form = { store_id: ' spotify ', period_start: '2026-01-01', period_end: '2026-01-31' };

describe('the import form', () => {
  it('reads the fields once: trimmed, the rate exact, the mapping from its JSON text, unknown fields ignored', async () => {
    const read = await validateImportForm({ ...form, fx_rate: ' 0.85 ', mapping: '{"revenue":" Amount ","isrc":"ISRC","territory":""}', other: 'x' });
    expect(read).toEqual({
      storeId: 'spotify',
      periodStart: '2026-01-01',
      periodEnd: '2026-01-31',
      fxRate: { text: '0.85', rate: { units: 85n, scale: 2 } },
      presetId: null,
      mapping: { revenue: 'Amount', isrc: 'ISRC' },
    });
  });

  it('takes a blank mapping as the default columns, and ignores the mapping when a preset is named', async () => {
    expect((await validateImportForm({ ...form, mapping: '   ' })).mapping).toBeNull();
    expect(await validateImportForm({ ...form, preset_id: 'p', mapping: ']]>' })).toMatchObject({ presetId: 'p', mapping: null });
  });

  it('names each wrong field with its message, the first one as the message', async () => {
    expect(await refusal(() => validateImportForm({ store_id: ' ', period_start: '2026-02-01', period_end: '2026-01-01', fx_rate: '-1', mapping: ']]>' }))).toEqual({
      status: 422,
      message: M.storeUnknown,
      errors: { store_id: [M.storeUnknown], period_start: [M.periodInvalid], fx_rate: [M.fxRateInvalid], mapping: [M.mappingInvalid] },
    });
    expect((await refusal(() => validateImportForm({ ...form, period_end: '2026-02-30' }))).errors).toEqual({ period_start: [M.periodInvalid] });
  });
});

describe('a preset', () => {
  it('keeps the mapping normalised and refuses one without revenue or an identifier, or sent as text', async () => {
    const dto = await validateBody(PresetDto, { store_id: 'deezer', name: 'x', mapping: { revenue: ' A ', upc: 'U', store: '' } });
    expect(dto.mapping).toEqual({ revenue: 'A', upc: 'U' });
    for (const mapping of [{ territory: 'Land' }, '{"revenue":"A","isrc":"I"}', null]) {
      expect((await refusal(() => validateBody(PresetDto, { store_id: 'deezer', name: 'x', mapping }))).errors).toEqual({ mapping: [M.mappingInvalid] });
    }
  });
});

describe('a manual match', () => {
  const target = async (body: object) => matchTargetOf(await validateBody(ManualMatchDto, body));

  it('normalises the codes', async () => {
    expect(await target({ isrc: ' us-rc1-76-07839 ' })).toEqual({ isrc: 'USRC17607839', upc: null });
    expect(await target({ upc: '0123 4567 8905' })).toEqual({ isrc: null, upc: '012345678905' });
  });

  it('puts the message on the ISRC when one was typed, else on the UPC', async () => {
    expect((await refusal(() => target({ isrc: 'USRC1760783X' }))).errors).toEqual({ isrc: [M.matchTarget] });
    expect((await refusal(() => target({ isrc: 'USRC17607839', upc: '12' }))).errors).toEqual({ isrc: [M.matchTarget] });
    expect((await refusal(() => target({}))).errors).toEqual({ upc: [M.matchTarget] });
    expect((await refusal(() => target({ isrc: ' ', upc: '12' }))).errors).toEqual({ upc: [M.matchTarget] });
  });
});

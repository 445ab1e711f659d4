import { DEFAULT_POPUP_TYPE, isPopupType, normalisePopupType, POPUP_TYPE_COLORS, POPUP_TYPES } from './popup-type';

describe('popup type', () => {
  it('lists the spec values and colours', () => {
    expect(POPUP_TYPES).toStrictEqual(['info', 'success', 'warning', 'error']);
    expect(DEFAULT_POPUP_TYPE).toBe('info');
    expect(POPUP_TYPE_COLORS).toStrictEqual({ info: 'info', success: 'success', warning: 'warning', error: 'error' });
  });

  it('keeps known types and falls back to info', () => {
    expect(normalisePopupType('warning')).toBe('warning');
    expect(normalisePopupType(' Error ')).toBe('error');
    expect(normalisePopupType('danger')).toBe('info');
    expect(normalisePopupType('')).toBe('info');
    expect(normalisePopupType(null)).toBe('info');
    expect(normalisePopupType(2)).toBe('info');
  });

  it('guards exact values', () => {
    expect(isPopupType('success')).toBe(true);
    expect(isPopupType('Success')).toBe(false);
  });
});

import {
  DEFAULT_DOCUMENT_STATUS,
  DOCUMENT_STATUS_COLORS,
  DOCUMENT_STATUSES,
  isDocumentStatus,
  normaliseDocumentStatus,
} from './document-status';

describe('document status', () => {
  it('lists the spec values, default and colours', () => {
    expect(DOCUMENT_STATUSES).toStrictEqual(['pending', 'approved', 'rejected']);
    expect(DEFAULT_DOCUMENT_STATUS).toBe('pending');
    expect(DOCUMENT_STATUS_COLORS).toStrictEqual({ pending: 'warning', approved: 'success', rejected: 'error' });
  });

  it('keeps exact statuses and turns anything else into pending', () => {
    expect(isDocumentStatus('approved')).toBe(true);
    expect(normaliseDocumentStatus('approved')).toBe('approved');
    expect(normaliseDocumentStatus('rejected')).toBe('rejected');
    expect(normaliseDocumentStatus('Approved')).toBe('pending');
    expect(normaliseDocumentStatus('')).toBe('pending');
    expect(normaliseDocumentStatus(undefined)).toBe('pending');
  });
});

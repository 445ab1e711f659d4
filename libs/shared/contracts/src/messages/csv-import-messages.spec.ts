import { csvImportErrorText, csvRowMalformedMessage, csvRowTooLargeMessage } from './admin.messages';

describe('CSV import messages', () => {
  it('names the row and its reason, and the file line when known', () => {
    expect(csvRowTooLargeMessage(4)).toBe('Row 4: longer than 64 KiB');
    expect(csvRowMalformedMessage(5)).toBe('Row 5: broken quotes');
    expect(csvImportErrorText({ row: 4, line: 5, message: csvRowTooLargeMessage(4) })).toBe('Row 4 (line 5): longer than 64 KiB');
    expect(csvImportErrorText({ row: 4, message: csvRowTooLargeMessage(4) })).toBe('Row 4: longer than 64 KiB');
    expect(csvImportErrorText({ row: 3, line: 9, message: 'could not be read' })).toBe('Row 3 (line 9): could not be read');
    expect(csvImportErrorText({ row: 0, message: 'Invalid CSV' })).toBe('Invalid CSV');
  });
});

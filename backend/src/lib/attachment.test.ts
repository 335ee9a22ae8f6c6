import { describe, expect, it } from 'vitest';
import { documentFileName } from 'shared/documents';
import { attachmentDisposition } from './attachment.ts';

describe('the download header', () => {
  it('keeps a Tamil name in filename* and gives an ASCII fallback', () => {
    const header = attachmentDisposition(documentFileName('test-certificate', 'பிரியா ராமன்'));
    expect(header).toMatch(/^attachment; filename="User_Test_Certificate\.pdf"; filename\*=UTF-8''/);
    expect(header).not.toMatch(/[^\x20-\x7e]/);
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe('பிரியா ராமன்_Test_Certificate.pdf');
  });
});

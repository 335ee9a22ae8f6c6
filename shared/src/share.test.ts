import { describe, expect, it } from 'vitest';
import { linkedInAddCertificationUrl } from './share.ts';

describe('linkedInAddCertificationUrl', () => {
  it("is LinkedIn's add-certification link with the name, company, issue month and year, number and verification page", () => {
    const url = linkedInAddCertificationUrl({
      name: 'Internship completion certificate: UI/UX Design',
      organizationName: 'Tamil Nadu Tech & Co',
      issuedOn: '2026-07-16',
      certificateNumber: 'TNTAIN12',
      verifyUrl: 'https://example.in/verify/abc_DEF-123',
    });
    const [address, query] = url.split('?');
    expect(address).toBe('https://www.linkedin.com/profile/add');
    const params = Object.fromEntries(query!.split('&').map((pair) => pair.split('=').map(decodeURIComponent)));
    expect(params).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Internship completion certificate: UI/UX Design',
      organizationName: 'Tamil Nadu Tech & Co',
      issueYear: '2026',
      issueMonth: '7',
      certId: 'TNTAIN12',
      certUrl: 'https://example.in/verify/abc_DEF-123',
    });
  });
});

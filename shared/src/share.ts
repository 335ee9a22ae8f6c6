/**
 * Sharing a certificate: LinkedIn's "Add to profile" link for a certification,
 * with the certificate's name, the company, the issue month and year, the certificate number and
 * the verification page. Pure: the site builds it from the verification answer.
 */
export interface ShareableCertificate {
  /** What the certification is called on the profile ('Internship completion certificate: UI/UX Design'). */
  name: string;
  organizationName: string;
  /** 'YYYY-MM-DD'. */
  issuedOn: string;
  certificateNumber: string;
  /** The public verification page (absolute). */
  verifyUrl: string;
}

export const LINKEDIN_ADD_TO_PROFILE = 'https://www.linkedin.com/profile/add';

export function linkedInAddCertificationUrl(c: ShareableCertificate): string {
  const [year, month] = c.issuedOn.split('-');
  const params: [string, string][] = [
    ['startTask', 'CERTIFICATION_NAME'],
    ['name', c.name],
    ['organizationName', c.organizationName],
    ['issueYear', String(Number(year))],
    ['issueMonth', String(Number(month))],
    ['certId', c.certificateNumber],
    ['certUrl', c.verifyUrl],
  ];
  return `${LINKEDIN_ADD_TO_PROFILE}?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

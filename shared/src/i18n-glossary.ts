/**
 * The words we use in Tamil: one Tamil word per idea, in every catalogue (the site's, the API's
 * messages, the mails and the documents). docs/I18N.md shows this list as its glossary table, and
 * `infra/lingui/glossary.test.ts` holds every Tamil message to it: when a message's English names a term,
 * its Tamil must use the term's Tamil word.
 *
 * A Tamil word takes case endings and joins the next word (ஸ்கிரீன்ஷாட்டை, டாஷ்போர்டில்,
 * பாடநெறிகளுக்கு), so a message is checked for a stem of the word, the part every form of it
 * begins with (`stems`), not for the word itself.
 */
export interface GlossaryTerm {
  /** The English, as docs/I18N.md's first column writes it. */
  english: string;
  /** The Tamil, as docs/I18N.md's second column writes it. */
  tamil: string;
  /** Why this word, and what it replaces (docs/I18N.md's third column). */
  note: string;
  /** Where a message's English names the term (placeholders and tags are taken out first). */
  matches: RegExp;
  /** The message's Tamil must hold one of these: the start of every form of the glossary's word. */
  stems: readonly string[];
}

export const glossary: readonly GlossaryTerm[] = [
  {
    english: 'Internship',
    tamil: 'இன்டர்ன்ஷிப்',
    note: 'What students say',
    matches: /\binternships?\b/i,
    stems: ['இன்டர்ன்ஷிப்'],
  },
  { english: 'Intern', tamil: 'இன்டர்ன்', note: 'What students say', matches: /\binterns?\b/i, stems: ['இன்டர்ன்'] },
  {
    english: 'Course',
    tamil: 'பாடநெறி',
    note: 'Formal but understood; course names stay in Latin letters',
    matches: /\bcourses?\b/i,
    stems: ['பாடநெறி'],
  },
  {
    english: 'Extra course',
    tamil: 'கூடுதல் பாடநெறி',
    note: 'The courses added to the internship',
    matches: /\bextra courses?\b/i,
    stems: ['கூடுதல் பாடநெறி'],
  },
  {
    english: 'Enrolment',
    tamil: 'சேர்க்கை',
    note: 'Never பதிவு, which is the registration',
    matches: /\benrolments?\b/i,
    stems: ['சேர்க்கை'],
  },
  {
    english: 'Registration',
    tamil: 'பதிவு',
    note: 'The form an intern sends first',
    matches: /\bregistrations?\b/i,
    stems: ['பதிவ'],
  },
  {
    english: 'Offer letter',
    tamil: 'ஆஃபர் லெட்டர்',
    note: 'Never நியமனக் கடிதம்',
    matches: /\boffer letters?\b/i,
    stems: ['ஆஃபர் லெட்டர்'],
  },
  {
    english: 'Certificate',
    tamil: 'சான்றிதழ்',
    note: 'The completion certificate: நிறைவுச் சான்றிதழ்',
    matches: /\bcertificates?\b/i,
    stems: ['சான்றிதழ்'],
  },
  {
    english: 'Credential (Open Badge)',
    tamil: 'டிஜிட்டல் பேட்ஜ்',
    note: 'Never சான்று, which is a proof; (Open Badge) where it is first named',
    matches: /\bcredentials?\b/i,
    stems: ['பேட்ஜ்'],
  },
  {
    english: 'Payment proof',
    tamil: 'கட்டணச் சான்று',
    note: 'சான்று is kept for a proof only',
    matches: /\bpayment proofs?\b|\bproof of payment\b/i,
    stems: ['கட்டணச் சான்ற'],
  },
  { english: 'Test', tamil: 'தேர்வு', note: 'A test of the internship', matches: /\btests?\b/i, stems: ['தேர்வ'] },
  {
    english: 'Question / Answer',
    tamil: 'கேள்வி / பதில்',
    note: 'பதில் throughout, not விடை',
    matches: /\banswers?\b/i,
    stems: ['பதில'],
  },
  {
    english: 'Assignment',
    tamil: 'அசைன்மென்ட்',
    note: 'Not பணி, which is a job',
    matches: /\bassignments?\b/i,
    stems: ['அசைன்மென்ட்'],
  },
  {
    english: 'Project / Live project',
    tamil: 'ப்ராஜெக்ட் / லைவ் ப்ராஜெக்ட்',
    note: 'Not திட்டம், which is kept for a programme',
    matches: /\bprojects?\b/i,
    stems: ['ப்ராஜெக்ட்'],
  },
  {
    english: 'Programme',
    tamil: 'திட்டம்',
    note: 'The refer-and-earn programme, the internship programmes',
    matches: /\bprogram(?:me)?s?\b/i,
    stems: ['திட்ட'],
  },
  {
    english: 'Study materials',
    tamil: 'பாடக் குறிப்புகள்',
    note: 'One word, not three',
    matches: /\b(?:study )?materials?\b/i,
    stems: ['பாடக் குறிப்ப'],
  },
  {
    english: 'Source code',
    tamil: 'சோர்ஸ் கோடு',
    note: 'As students say it; not மூலக் குறியீடு',
    matches: /\bsource codes?\b/i,
    stems: ['சோர்ஸ் கோட'],
  },
  {
    english: 'Mentor',
    tamil: 'வழிகாட்டி (மென்டர்)',
    note: 'A course guide is a பாடநெறிக் கையேடு',
    matches: /\bmentors?\b/i,
    stems: ['வழிகாட்டி'],
  },
  {
    english: 'Dashboard',
    tamil: 'டாஷ்போர்டு',
    note: 'What students say',
    matches: /\bdashboards?\b/i,
    stems: ['டாஷ்போர்ட'],
  },
  {
    english: 'Refer & Earn',
    tamil: 'Refer & Earn',
    note: 'The programme’s name, on buttons and titles; பரிந்துரைத் திட்டம் in running text',
    matches: /\brefer(?: & |-and-)earn\b/i,
    stems: ['Refer & Earn', 'பரிந்துரைத் திட்ட'],
  },
  {
    english: 'Referral',
    tamil: 'பரிந்துரை',
    note: 'A referral code is a பரிந்துரைக் குறியீடு',
    matches: /\breferrals?\b/i,
    stems: ['பரிந்துரை'],
  },
  {
    english: 'Referrer',
    tamil: 'பரிந்துரைப்பவர்',
    note: 'Who refers',
    matches: /\breferrers?\b/i,
    stems: ['பரிந்துரைப்பவ'],
  },
  { english: 'Reward', tamil: 'வெகுமதி', note: 'What a referral earns', matches: /\brewards?\b/i, stems: ['வெகுமதி'] },
  {
    english: 'Payout',
    tamil: 'பரிந்துரைத் தொகை',
    note: 'One term; not பணம் செலுத்தல்',
    matches: /\bpayouts?\b/i,
    stems: ['பரிந்துரைத் தொகை'],
  },
  {
    english: 'Payment / fee',
    tamil: 'கட்டணம்',
    note: 'What an intern pays',
    matches: /\b(?:payments?|fees?)\b/i,
    stems: ['கட்டண', 'செலுத்'],
  },
  {
    english: 'Payment reference',
    tamil: 'கட்டணக் குறியீடு',
    note: 'Our code for the UPI note (TN-…); never குறிப்பு எண், which is the UTR’s',
    matches: /\bpayment references?\b/i,
    stems: ['கட்டணக் குறியீ'],
  },
  {
    english: 'UTR',
    tamil: 'UTR எண் (UPI Ref No.)',
    note: 'One label everywhere',
    matches: /\bUTR\b/,
    stems: ['UTR எண்'],
  },
  {
    english: 'UPI note',
    tamil: 'UPI குறிப்பு (note)',
    note: 'Where the payment reference goes',
    matches: /\bUPI note\b|\bnote \(remark\)/i,
    stems: ['குறிப்ப'],
  },
  { english: 'UPI id', tamil: 'UPI ID', note: 'One spelling', matches: /\bUPI id\b/i, stems: ['UPI ID'] },
  { english: 'App', tamil: 'ஆப்', note: 'GPay ஆப், UPI ஆப்; not செயலி', matches: /\bapps?\b/i, stems: ['ஆப்'] },
  {
    english: 'Screenshot',
    tamil: 'ஸ்கிரீன்ஷாட்',
    note: 'What students say',
    matches: /\bscreenshots?\b/i,
    stems: ['ஸ்கிரீன்ஷாட்'],
  },
  {
    english: 'Validate (a payment)',
    tamil: 'உறுதிசெய்',
    note: 'Not சரிபார், which is verify',
    matches: /\bvalidat(?:e|ed|es|ing)\b/i,
    stems: ['உறுதி'],
  },
  {
    english: 'Verify (a certificate)',
    tamil: 'சரிபார்',
    note: 'Verification: சரிபார்ப்பு',
    matches: /\bverif(?:y|ied|ies|ying|ication|iable)\b/i,
    stems: ['சரிபார்'],
  },
  {
    english: 'Revoked',
    tamil: 'திரும்பப் பெறப்பட்டது',
    note: 'A certificate taken back',
    matches: /\brevok(?:e|ed|es)\b|\brevocation\b/i,
    stems: ['திரும்பப் பெற'],
  },
  {
    english: 'Erase / erasure',
    tamil: 'அழி / அழிப்பு',
    note: 'Erasing personal data',
    matches: /\b(?:erase|erased|erasure)\b/i,
    stems: ['அழி'],
  },
  { english: 'Consent', tamil: 'ஒப்புதல்', note: 'Under the DPDP Act', matches: /\bconsent\b/i, stems: ['ஒப்புத'] },
  {
    english: 'Privacy notice',
    tamil: 'தனியுரிமை அறிவிப்பு',
    note: 'The page /privacy',
    matches: /\bprivacy notice\b/i,
    stems: ['தனியுரிமை அறிவிப்ப'],
  },
  {
    english: 'Data fiduciary',
    tamil: 'தரவு நம்பிக்கையாளர் (data fiduciary)',
    note: 'Keep the English in brackets',
    matches: /\bdata fiduciar(?:y|ies)\b/i,
    stems: ['நம்பிக்கையாளர'],
  },
  {
    english: 'Grievance officer',
    tamil: 'குறைதீர்ப்பு அலுவலர்',
    note: 'One spelling (not குறைதீர்)',
    matches: /\bgrievance officer\b/i,
    stems: ['குறைதீர்ப்பு அலுவலர'],
  },
  {
    english: 'Optional',
    tamil: 'கட்டாயமில்லை',
    note: 'Not விருப்பத்துக்குரியது (desirable)',
    matches: /\boptional\b/i,
    stems: ['கட்டாயமில்ல'],
  },
  { english: 'Compulsory', tamil: 'கட்டாயம்', note: 'A required test', matches: /\bcompulsory\b/i, stems: ['கட்டாய'] },
  {
    english: 'Holder (of a certificate)',
    tamil: 'சான்றிதழ் பெற்றவர்',
    note: 'Not உரிமையாளர் (an owner)',
    matches: /\bholders?\b/i,
    stems: ['பெற்றவ'],
  },
  {
    english: 'Log in',
    tamil: 'உள்நுழை',
    note: 'Login: உள்நுழைவு',
    matches: /\blog ?in\b|\bsign(?:ed|s)? in\b/i,
    stems: ['உள்நுழை'],
  },
  {
    english: 'Log out',
    tamil: 'வெளியேறு',
    note: 'Logout too',
    matches: /\blog ?out\b|\bsign(?:ed|s)? out\b/i,
    stems: ['வெளியேற'],
  },
  { english: 'Submit', tamil: 'சமர்ப்பி', note: 'A form’s button', matches: /\bsubmit(?:ted)?\b/i, stems: ['சமர்ப்பி'] },
  {
    english: 'Password',
    tamil: 'கடவுச்சொல்',
    note: 'Passwords: கடவுச்சொற்கள்',
    matches: /\bpasswords?\b/i,
    stems: ['கடவுச்சொ'],
  },
  { english: 'E-mail', tamil: 'மின்னஞ்சல்', note: 'A mail too', matches: /\be-?mails?\b/i, stems: ['மின்னஞ்சல'] },
  {
    english: 'Phone number',
    tamil: 'தொலைபேசி எண்',
    note: 'A phone itself: போன்',
    matches: /\bphone numbers?\b/i,
    stems: ['தொலைபேசி'],
  },
];

/**
 * The messages whose Tamil rightly says a term without its glossary word, by catalogue key, with why.
 * Keep it short: a message here is read by a person, never checked.
 */
export const glossaryAllowances: Readonly<Record<string, { terms: readonly string[]; why: string }>> = {
  'frontend: loginFailed': {
    terms: ['Credential (Open Badge)'],
    why: 'the credentials of a sign-in are the e-mail and the password, and the Tamil says so',
  },
  'workers: extraCertificate.congratulationsBefore': {
    terms: ['Course', 'Extra course'],
    why: 'the first part of a sentence split around the course name; its Tamil says கூடுதல் பாடநெறி in the part after the name',
  },
};

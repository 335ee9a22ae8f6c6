import {
  EMAIL_PROOF_TTL_HOURS,
  PASSWORD_RESET_TTL_MINUTES,
  REFERRER_LINK_TTL_HOURS,
  TEST_TAKES_PER_DAY,
  TEST_TAKES_PER_HOUR,
} from './business.ts';
import { formatDisplayDate, toIsoDate, todayInIndia } from './dates.ts';

/**
 * Every message more than one workspace shows or checks, once, under a stable code (its key). The
 * words are the product's (docs/PRODUCT.md, section 8): change them here and the API, the workers
 * and the site change together. A message only one place uses stays next to that place.
 */
export const messages = {
  // Refusals anyone may get: the words of a refusal's kind when nothing more particular is said
  pleaseLogIn: 'Please log in.',
  noAccess: 'You do not have access to this.',
  notFound: 'Not found.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  serviceBusy: 'The service is busy. Please try again in a moment.',
  requestTooLarge: 'The request is too large.',
  requestUnreadable: 'The request could not be read.',
  crossSite: 'This request came from another site and was refused. Please use the form on our own site.',
  // Accounts and access
  loginFailed: 'Login failed: Invalid user or credentials.',
  adminsOnly: 'This page is for admins only.',
  internsOnly: 'This page is for interns only.',
  /** A staff member on a staff screen their role does not open (an editor on an operator's, an operator on an admin's). */
  notYourRole: 'This page is not part of your role.',
  /** A staff invitation's role is none of shared/api/admin-accounts `staffRoles`. */
  invalidRole: "The role must be 'admin', 'operator' or 'editor'.",
  passwordConfirmationMismatch: 'The new password and its confirmation do not match.',
  /** The admin's second step asked for without a live password step (none, another's, or past 15 minutes). */
  signInExpired: 'Your sign-in has expired. Please log in again with your e-mail and password.',
  // Forms
  fieldsMissing: 'Please fill in all fields.',
  invalidEmail: 'Please enter a valid e-mail address.',
  endBeforeStart: 'The end date cannot be before the start date.',
  // Registration and the payment screenshot
  registrationSuccessful: '✅ Registration successful!',
  passwordsDoNotMatch: '❌ Password and Confirm Password do not match.',
  screenshotMissing: '❌ Please upload a payment screenshot.',
  notAnImage: 'The file given is not an image',
  fileTooLarge: 'The file is larger than 10 MB.',
  pictureTooLarge:
    'The picture is too large: at most 50 megapixels and 12,000 pixels on a side. Please upload a screenshot of the payment.',
  pictureTooNarrow:
    'The picture is too long and narrow to be a screenshot (over 10 times longer than wide). Please upload a screenshot of the payment.',
  imageCompressed: '✅ Image compressed successfully.',
  imageCompressionFailed: '❌ Image compression failed.',
  // The catalogue editor (courses, fees, resources, posts): each field's refusal
  catalogueTextInvalid: 'This text contains characters that are not allowed.',
  catalogueTextTooLong: 'This text is too long.',
  catalogueEnglishMissing: 'Please write the English text: it is what readers see when there is no Tamil.',
  catalogueMarkdownTooLong: 'The text is too long: at most 100 KB of Markdown.',
  catalogueSlugInvalid: 'The address must be lowercase letters, digits and hyphens (for example web-development).',
  catalogueSlugTaken: 'Another page already has this address.',
  catalogueNameTaken: 'Another course already has this name.',
  catalogueFeeInvalid: 'A fee must be a whole number of rupees from 1 to 1,00,000.',
  catalogueFeeMissing: 'A course needs a fee.',
  catalogueFeeHistory: 'A fee already in effect cannot be changed: add a new fee from now or later.',
  catalogueLinkInvalid: 'A link must be a full address starting with https://.',
  catalogueDateInvalid: 'Please enter a valid date.',
  catalogueImageInvalid: 'The image must be a JPEG, PNG or WebP file under 5 MB.',
  catalogueVersionUnknown: 'There is no such version to publish again.',
  catalogueNothingToPublish: 'There are no changes to publish.',
  catalogueCourseInUse: 'This course has interns: retire it instead of removing it.',
  cataloguePublished: 'Published.',
  catalogueDraftSaved: 'Draft saved.',
  // Extra courses
  extraCourseRegistered: '✅ Extra course registered!',
  // The payment reference (docs/PAYMENTS.md): put in the UPI note so the payment can be matched
  paymentReferenceUnknown: 'This payment reference is not one we gave. Please reload the page to get a new one.',
  paymentReferenceWrongKind:
    'This payment reference is for another kind of payment. Please reload the page to get a new one.',
  paymentReferenceUsed:
    'This payment reference is already used by another payment. Please reload the page to get a new one.',
  paymentReferenceNeedsLogin: 'Please log in to pay for an extra course.',
  // Documents
  completeTheTest: 'Complete the test to download the certificate',
  documentBeingPrepared: 'This document is being prepared. Please try again in a minute.',
  noCertificateMatches: 'No certificate matches this link.',
  // Credentials and the verifier (docs/CREDENTIALS.md)
  noCredentialForDocument: 'Only certificates have a credential.',
  certificateRevokedNoCredential: 'This certificate is revoked: it has no credential to download.',
  credentialsUnavailable: 'Credentials cannot be made at the moment. Please try again later.',
  verifyNothingBrought: 'Please paste a credential or choose a file.',
  verifyFileTooLarge: 'The file is larger than 2 MB.',
  // Refer and earn
  referrerFieldsMissing: 'Please enter both email and phone number.',
  referrerInvalid: 'Invalid email or phone number.',
  // Contact
  contactSent: 'Message sent successfully!',
  // Admin panels
  studentValidated: 'Student validated successfully.',
  referCodeCleared: 'Refer code cleared successfully.',
  mailResendQueued: 'The mail will be sent again.',
  // Corrections and revocation
  correctionSaved: 'The correction is saved.',
  correctionRequested: 'Your request is sent. We will correct your details and let you know.',
  correctionResolved: 'The correction request is resolved.',
  documentRevoked: 'The document is revoked.',
  documentReinstated: 'The document is reinstated.',
  alreadyRevoked: 'This document is already revoked; nothing changed.',
  notRevoked: 'This document is not revoked; nothing changed.',
  emailTaken: 'Another student already uses this e-mail address.',
  // Payments (docs/PAYMENTS.md): rejection and a new payment
  paymentRejected: 'The payment is rejected. The intern gets an e-mail with the reason.',
  paymentAlreadyRejected: 'This payment is already rejected; nothing changed.',
  validatedCannotBeRejected: 'This payment is already validated; it cannot be rejected.',
  rejectedCannotBeValidated:
    'This payment was rejected. The intern must send a new screenshot and UTR before it can be validated.',
  rejectionNoteMissing: "Please write the reason (3 to 300 characters) when you choose 'Other'.",
  rejectionReasonMissing: 'Please choose why the payment is rejected.',
  paymentResubmitted: 'Thank you. We have your new payment details and will check them soon.',
  nothingToResubmit: 'There is no rejected payment to send again.',
  // Consent on the forms that collect personal data (docs/PRIVACY.md)
  consentRequired: 'Please tick the box to agree to the privacy notice.',
  consentOutdated:
    'The privacy notice has changed since this page was opened. Please reload the page, read it and tick the box again.',
  // Registration, the upload and the new password (every refusal a visitor or an intern gets has a code)
  emailExists: '⚠️ Your E-mail already exists',
  ownReferralCode: 'This is your own referral code. A referral code earns its reward when someone else uses it.',
  referralCodeUnknown: 'This referral code does not exist. Check it or leave it empty.',
  utrFormat: 'The UPI transaction reference (UTR) should be 6 to 30 letters or digits.',
  courseNotListed: 'Please choose a course from the list.',
  formIncomplete: 'Please fill in every field of the form.',
  confirmPasswordMissing: 'Please confirm your password.',
  screenshotNotFound: 'Your payment screenshot was not found. Please upload it again.',
  screenshotAlreadyUsed: 'This payment screenshot upload is already part of a registration. Please upload it again.',
  phoneInvalid: 'Please enter a valid phone number.',
  commonPassword: 'This password is one of the most common passwords. Please choose another one.',
  weakPassword:
    'This password is too easy to guess. Please make it longer or less predictable, for example three or four words that do not belong together.',
  // The forms' own words for their fields (written by shared/api/fields.ts from each field's label)
  nameMissing: 'Please enter your name.',
  collegeMissing: 'Please enter your college.',
  departmentMissing: 'Please enter your department.',
  startDateInvalid: 'Please enter the start date as a valid date.',
  endDateInvalid: 'Please enter the end date as a valid date.',
  passwordMissing: 'Please enter a password.',
  passwordTooShort: 'The password must be at least 8 characters.',
  passwordTooLong: 'The password must be at most 128 characters.',
  passwordCharacters: 'The password contains characters that are not allowed.',
  charactersNotAllowed: 'This field contains characters that are not allowed (control or text-direction characters).',
  requestNotValid: 'The request is not valid.',
  // Signing in and changing the password
  loginFieldsMissing: 'Please enter your e-mail and password.',
  wrongCurrentPassword: 'Your current password is not right.',
  samePassword: 'The new password must be different from your current one.',
  // Refer and earn: the join and its mailed link
  mailExists: 'Mail already exists',
  upiIdInvalid: 'Please enter a valid UPI id (like name@bank).',
  referrerLinkIncomplete:
    'This confirmation link is incomplete. Open it from the e-mail again, or copy the whole link.',
  referrerLinkNotValid:
    'This confirmation link is not valid. If you joined more than once, use the link in the newest e-mail.',
  referrerLinkUsed:
    'This link has already been used: your e-mail is confirmed. Your referral code is on the referral dashboard.',
  referrerLinkExpired: `This confirmation link has expired (links work for ${REFERRER_LINK_TTL_HOURS} hours). Please join again to get a new one.`,
  referralNotJoined: 'You have not joined the refer-and-earn programme yet.',
  // Linking a membership to an intern account: the intern asks, the member confirms by a mailed link
  tooManyMembershipLinkRequests: 'Too many requests to link a membership. Please try again later.',
  membershipLinkNotValid:
    'This link is not valid. If you got more than one e-mail about it, use the link in the newest one.',
  membershipLinkUsed: 'This link has already been used.',
  membershipLinkExpired: `This link has expired (links work for ${REFERRER_LINK_TTL_HOURS} hours). The intern can ask again from their dashboard.`,
  membershipUnlinkExpired:
    'This link has expired. The intern can remove the link from their dashboard, or you can contact us.',
  membershipLinkedElsewhere:
    'Your membership is already linked to another intern account. Remove that link first, with the link in the e-mail that told you of it, then ask the intern to ask again.',
  membershipNotActive: 'This refer-and-earn membership is no longer active.',
  internAccountGone: 'This intern account no longer exists.',
  // The intern area
  enrolmentWaiting: 'Your enrolment is waiting for confirmation.',
  extraCourseWaiting: 'This extra course is waiting for verification.',
  // Tests taken on the server (docs/OFFLINE.md): started, each answer saved as it is chosen, finished once
  noSuchTest: 'There is no such test.',
  testAnswerNotAnOption: "Each answer must be the number of one of the question's options.",
  testAttemptUnknown: 'No test attempt of yours has this id.',
  testQuestionUnknown: 'This test has no question with that number.',
  testAttemptFinished:
    'This test is finished, so its answers can no longer be changed. Start the test again to take it anew.',
  testAttemptReplaced: 'This test attempt was replaced by a newer one. Please continue with the newer attempt.',
  testTakenTooOften: `You have taken this test many times in the last hour. Please try again later. A test can be taken ${TEST_TAKES_PER_HOUR} times an hour and ${TEST_TAKES_PER_DAY} times a day.`,
  testTakenTooOftenToday: `You have taken this test many times in the last 24 hours. Please try again later. A test can be taken ${TEST_TAKES_PER_HOUR} times an hour and ${TEST_TAKES_PER_DAY} times a day.`,
  testPoolTooSmall: 'This test is being updated and cannot start right now. Please try again later.',
  testTimeUp: 'The time for this test is over: the server keeps the time. Your answers saved before the end were kept.',
  testAttemptStillOpen: 'This test is not finished yet.',
  // Extra time on timed tests, granted by staff (shared/src/api/test-extra-time.ts)
  testExtraTimeInvalid: 'Please give the extra time as a whole percentage from 0 to 400, in steps of 5.',
  testExtraTimeSet: 'The extra time is saved. It applies to the tests this intern has open and to every later one.',
  // The question banks and the tests' settings (docs/QUESTION-BANKS.md): each field's refusal
  questionTextMissing: 'Please write this text in English or in Tamil.',
  questionCategoryInvalid: 'Please give a category name of 1 to 80 characters.',
  questionNameInvalid: 'A question name has 1 to 60 letters, digits, dots, hyphens or underscores.',
  questionNameTaken: 'Another question already has this name.',
  questionTagInvalid: 'A tag has 1 to 40 letters, digits, dots, hyphens or underscores; at most 10 tags.',
  questionOptionsCount: 'A question needs 2 to 6 options.',
  questionOptionRepeated: 'Two options have the same text.',
  questionAnswerInvalid: 'Please choose which option is right.',
  questionUnknown: 'There is no question with this id.',
  questionPoolWouldShrink: 'A test draws more questions from this category than would be left. Change the test first.',
  // Importing a GIFT or Aiken file (docs/QUESTION-BANKS.md): a file refused whole, then each question's
  // problem, said after its line number ("line 14: no correct answer")
  questionImportTooLarge: 'The question file is larger than 2 MB.',
  questionImportNotText: 'The file is not UTF-8 text.',
  questionImportTooMany: 'The file holds more than 1000 questions.',
  questionImportEmpty: 'The file holds no question.',
  questionImportRefused: 'Nothing was imported: the file has errors.',
  questionsImported: 'The questions were imported.',
  questionImportNoAnswer: 'no correct answer',
  questionImportManyAnswers: 'more than one correct answer (only one option may be right)',
  questionImportWeights:
    'answer weights such as %50% are not supported: mark the right option with = and the others with ~',
  questionImportOptionFeedback: 'feedback on an option (#...) is not kept: write it as the general feedback (####)',
  questionImportMissingWord: 'text after the answers (a missing-word question) is not supported',
  questionImportUnclosed: 'the question ends before its answers are closed with }',
  questionImportUnreadable: 'this question cannot be read',
  questionImportBlockTooLong: 'this question is too long',
  questionImportNameRepeated: 'this question name is used twice in the file',
  questionImportAnswerDiffers: 'the right option is not the one the question already has',
  questionImportAikenOrder: 'expected the question, then options A), B), C)... in order, then ANSWER: and a letter',
  questionImportAikenAnswer: 'the ANSWER: line names no option of the question',
  testRulesSize: 'The rules must draw exactly as many questions as the test has.',
  testRuleRepeated: 'Each category may appear in one rule only.',
  testRuleCountInvalid: 'Please give a whole number of questions, at least 1.',
  testRulePoolTooSmall: 'This category has fewer questions than the rule draws.',
  testTimeLimitInvalid: 'Please give the time limit in whole minutes (1 to 600), or no limit.',
  testReviewInvalid: 'Please choose what the review after Finish shows.',
  // The question banks' editor and the tests' settings: what each change says when it is done
  questionSaved: 'The question is saved as a new version. Attempts already started keep the version they drew.',
  questionNotChanged: 'Nothing changed: the question is as it was.',
  questionRetired: 'The question is retired: new attempts no longer draw it.',
  questionRestored: 'The question is back: new attempts may draw it again.',
  testSettingsSaved: 'The test is saved. Attempts already started keep their questions and time limit.',
  testSettingsNotChanged: 'Nothing changed: the test is as it was.',
  unknownJob: 'Unknown job.',
  noSuchExtraCourse: 'No extra course of yours has this id.',
  noScreenshot: 'You have no payment screenshot.',
  unknownUpload: 'Unknown upload.',
  screenshotNotCompressed: 'The screenshot is not compressed yet.',
  uploadUnreadable: 'The upload could not be read. Please try again.',
  erasureAlreadyAsked: 'You have already asked for your data to be erased. An admin will answer by e-mail.',
  // A referrer's mailed data links
  exportLinkIncomplete: 'This download link is incomplete. Open it from the e-mail again, or copy the whole link.',
  exportLinkUsed: 'This download link was already used. Ask for a new one on the privacy page.',
  exportLinkExpired: 'This download link has expired. Ask for a new one on the privacy page.',
  exportLinkNotValid: 'This download link is not valid. Ask for a new one on the privacy page.',
  // Too many requests (429)
  tryAgainIn15Minutes: 'Too many attempts. Please try again in 15 minutes.',
  tooManySignUps: 'Too many sign-ups from this network. Please try again in an hour.',
  tooManyContactMessages: 'Too many messages from this network. Please try again in an hour.',
  tooManyResetRequestsNetwork: 'Too many reset requests from this network. Please try again in an hour.',
  tooManyResetRequestsAccount: `Too many reset requests for this e-mail. Please use the newest link we sent, or try again in ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
  tooManyRequestsNetwork: 'Too many requests from this network. Please try again in an hour.',
  tooManyExportRequests:
    'Too many requests for this e-mail. Please use the newest link we sent, or try again in an hour.',
  tooManyExtraCourses: 'Too many extra-course enrolments. Please try again in an hour.',
  tooManyLinkRequests: 'Too many links asked for. Please use the newest link we sent, or try again in an hour.',
  tooManyWrongPasswords: 'Too many wrong passwords. Please wait 15 minutes and try again.',
  // Anything unexpected
  internalError: 'Something went wrong on our side. Please try again.',
  // Forgot password: the same answer whether or not an intern account has the e-mail
  passwordResetRequested: `If an intern account uses this e-mail address, a link to set a new password is on its way to it. The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
  /** A mailed one-time link (password reset, invitation) used, unknown or past its time. */
  linkExpired: 'This link has expired. Ask for a new one.',
  passwordResetDone:
    'Your password has been changed and you have been signed out everywhere. Log in with your new password.',
  passwordResetSentByAdmin: 'A link to set a new password is on its way to the intern.',
  // The intern's e-mail proof: a mailed one-time link
  emailProofNotice: 'Please confirm your e-mail address: we sent you a link.',
  emailConfirmed: 'Thank you: your e-mail address is confirmed.',
  emailAlreadyConfirmed: 'Your e-mail address is already confirmed.',
  /** An unknown, used, replaced or expired e-mail link: one answer. */
  emailLinkInvalid: 'This link has expired or was already used. Log in and ask for a new one on your dashboard.',
  /** A live e-mail link posted in another intern's session: refused, naming no account. */
  emailLinkOtherAccount:
    'This link belongs to another account. Log out, then open the link again and log in to the account it was sent for.',
  /** The address owner said the registration is not theirs: the registrant cannot prove this address. */
  emailDisowned:
    'The owner of this e-mail address told us that they did not register with us. This address cannot be confirmed for your account: please contact us to correct your e-mail address.',
  /** "This wasn't me" done (or done already by another of our mails). */
  emailDisownDone:
    'Thank you. This registration can no longer use your e-mail address, and we will not write to you about it again.',
  /** A "This wasn't me" link unknown, expired, or of a registration whose e-mail was confirmed since. */
  disownLinkInvalid:
    'This link has expired or can no longer be used. If someone registered with your e-mail address, please write to us.',
  // The language an account reads (docs/I18N.md)
  languageUnknown: 'Please choose a language: English (en) or Tamil (ta).',
  emailProofSent: `A new link is on its way to your e-mail address. It works once, for ${EMAIL_PROOF_TTL_HOURS} hours; only the newest link works.`,
  // Success answers a visitor or an intern sees (the answer carries the code, the site shows it in their language)
  referrerJoined: 'Registered successfully!',
  referrerConfirmed: 'Your e-mail is confirmed. Your referral code is active.',
  /** POST /api/referrers/data-export-requests: one answer for every address, member or not. */
  referrerExportRequested:
    'If this e-mail belongs to a member of refer-and-earn, we have sent it a link to download their data.',
  /** POST /api/me/referrer/link-requests: one answer for every address, member or not. */
  membershipLinkRequested:
    'If this e-mail belongs to a member of refer-and-earn, we have sent them a link to link their membership to your account. Nothing is linked until they confirm.',
  membershipLinked:
    'Your refer-and-earn membership is now linked to the intern account. We have sent you an e-mail about it.',
  membershipUnlinked: 'The refer-and-earn membership is no longer linked to the intern account.',
  referrerErased:
    'Your refer-and-earn data is erased: your name, e-mail, phone and UPI id. The payouts already made stay in our accounts, without your details.',
  passwordChanged: 'Your password has been changed. You have been signed out everywhere else.',
  erasureRequested: 'Your request is with us. An admin will look at it and answer you by e-mail.',
} as const;

export type MessageCode = keyof typeof messages;

export function isMessageCode(said: string): said is MessageCode {
  return Object.hasOwn(messages, said);
}

const codeOfWords = new Map<string, MessageCode>(
  Object.entries(messages).map(([code, words]) => [words, code as MessageCode]),
);

/**
 * The code of words that are one of the messages above: a zod schema's refusal carries only its words,
 * so the error handler finds its code here. Nothing else should decide by words.
 */
export function messageCodeOf(words: string): MessageCode | undefined {
  return codeOfWords.get(words);
}

/** A wait as the login's 429 says it: seconds under a minute, else whole minutes (rounded up). */
export function waitOf(seconds: number): { unit: 'second' | 'minute'; count: number } {
  return seconds < 60 ? { unit: 'second', count: seconds } : { unit: 'minute', count: Math.ceil(seconds / 60) };
}

/**
 * Messages with values (a date, a count, an admin's reason), written here in English, which the API
 * says. A refusal carries the code and its `values` (calendar dates as YYYY-MM-DD, the day in India);
 * the site words it with an ICU message of its own catalogue (frontend/src/i18n/valued-text.ts), so a
 * date or a count is written in the reader's language.
 */
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The GIFT kinds of question an import refuses, and their English names. */
export const questionImportKinds = [
  'true-false',
  'short-answer',
  'numeric',
  'matching',
  'essay',
  'description',
] as const;
export type QuestionImportKind = (typeof questionImportKinds)[number];
const importKindWords: Record<QuestionImportKind, string> = {
  'true-false': 'true/false',
  'short-answer': 'short answer',
  numeric: 'numerical',
  matching: 'matching',
  essay: 'essay',
  description: 'description (no answers)',
};

export const valuedMessages = {
  /** A text field refused, worded from its label ('your name'): shared/api/fields.ts requiredText. */
  textTooLong: ({ label, max }: { label: string; max: number }) =>
    `${capitalise(label)} is too long (at most ${max} characters).`,
  textNotAllowed: ({ label }: { label: string }) => `${capitalise(label)} contains characters that are not allowed.`,
  textMissing: ({ label }: { label: string }) => `Please enter ${label}.`,
  dateNotValid: ({ label }: { label: string }) => `Please enter ${label} as a valid date.`,
  certificateNotYet: ({ date }: { date: string }) => `Certificate will be available on ${formatDisplayDate(date)}`,
  documentRevokedRefusal: ({ date }: { date: string }) =>
    `This document was revoked. Revoked on ${formatDisplayDate(date)}.`,
  /** `reason`: as the admin typed it, shown as typed in every language. */
  documentRevokedWithReason: ({ date, reason }: { date: string; reason: string }) =>
    `This document was revoked. Revoked on ${formatDisplayDate(date)}: ${reason}.`,
  /** A refer-and-earn member asking to erase their data while a payout is owed. */
  referrerStillOwed: ({ rupees }: { rupees: number }) =>
    `We still owe you ₹${rupees}. We pay on the 10th of each month; ask to erase your data once you are paid.`,
  correctionRequestsWaiting: ({ count }: { count: number }) =>
    `You have ${count} requests waiting already. Please wait until we have looked at them.`,
  tooManyLogins: ({ seconds }: { seconds: number }) => {
    const { unit, count } = waitOf(seconds);
    return `Too many login attempts. Please wait ${count} ${unit}${count === 1 ? '' : 's'} and try again.`;
  },
  /** A GIFT question of a kind the banks do not hold (only multiple choice with one right option). */
  questionImportKind: ({ kind }: { kind: QuestionImportKind }) =>
    `a ${importKindWords[kind]} question: only multiple choice with one right option can be imported`,
  /** A GIFT file the parser stopped in: the character it did not expect (a ~ = # { } : must be escaped in a text). */
  questionImportUnexpected: ({ found }: { found: string }) =>
    `unexpected "${found}" (in a text, write \\~ \\= \\# \\{ \\} \\: for these characters)`,
  /** A file for a named question with another number of options than the question has (its other language's options would no longer match). */
  questionImportOptionCount: ({ count }: { count: number }) =>
    `the question has ${count} options: give the same number, or change it on the question's screen first`,
} as const;

export type ValuedCode = keyof typeof valuedMessages;
export type ValuesOf<C extends ValuedCode> = Parameters<(typeof valuedMessages)[C]>[0];

export function isValuedCode(said: string): said is ValuedCode {
  return Object.hasOwn(valuedMessages, said);
}

/** A valued message's English. */
export function valuedText<C extends ValuedCode>(code: C, values: ValuesOf<C>): string {
  return (valuedMessages[code] as (v: ValuesOf<C>) => string)(values);
}

/** The message for a certificate asked for before its date (dd/mm/yyyy). */
export function certificateNotYet(availableOn: string | Date): string {
  return valuedText('certificateNotYet', { date: toIsoDate(availableOn) });
}

/** What /verify and the intern's download say of a revoked document: 'Revoked on dd/mm/yyyy' (its day in India). */
export function revokedOn(revokedAt: string | Date): string {
  const at = typeof revokedAt === 'string' ? new Date(revokedAt) : revokedAt;
  return `Revoked on ${formatDisplayDate(todayInIndia(at))}`;
}

/** The refusal of a revoked document's download, as its code and values: the day in India, and the reason if one was given. */
export function documentRevokedRefusal(revokedAt: string | Date, reason: string | null) {
  const date = todayInIndia(typeof revokedAt === 'string' ? new Date(revokedAt) : revokedAt);
  return reason
    ? ({ code: 'documentRevokedWithReason', values: { date, reason } } as const)
    : ({ code: 'documentRevokedRefusal', values: { date } } as const);
}

/** The flags admins see: 'Shares a phone with referrer #12', 'Shares a UPI id with referrer #12, #15'. */
export function clashFlags(c: { sharesPhoneWith: number[]; sharesUpiWith: number[] }): string[] {
  const ids = (list: number[]) => list.map((id) => `#${id}`).join(', ');
  return [
    ...(c.sharesPhoneWith.length ? [`Shares a phone with referrer ${ids(c.sharesPhoneWith)}`] : []),
    ...(c.sharesUpiWith.length ? [`Shares a UPI id with referrer ${ids(c.sharesUpiWith)}`] : []),
  ];
}

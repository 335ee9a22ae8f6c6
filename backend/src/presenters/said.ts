import { messages, type MessageCode } from 'shared/messages';

/**
 * A success answer that says a message of shared/messages.ts: its code, which the site shows in the
 * reader's language, and its English (docs/API.md, "Answers"). Spread it into a bigger answer:
 * `{ ...said('extraCourseRegistered'), extraCourse }`.
 */
export function said<C extends MessageCode>(code: C): { success: true; code: C; message: (typeof messages)[C] } {
  return { success: true, code, message: messages[code] };
}

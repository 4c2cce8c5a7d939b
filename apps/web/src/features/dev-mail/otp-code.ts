// Finds one-time codes in outbox text, so the dev outbox can make them easy to read and copy.

/**
 * Six digits (the OTP length of docs/behaviour/account.md#limits) standing alone: not part of a longer number, a word
 * or a hyphenated identifier such as the UUID in "Reference: 3f728257-9f17-…", which must not be offered as a code.
 */
export const CODE_PATTERN = /(?<![\w-])(\d{6})(?![\w-])/g;

/** The text in pieces: odd indexes are codes, even indexes the text around them. */
export function splitCodes(text: string): string[] {
  return text.split(CODE_PATTERN);
}

export function firstCode(text: string): string | undefined {
  return [...text.matchAll(CODE_PATTERN)][0]?.[1];
}

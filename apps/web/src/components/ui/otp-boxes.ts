// The six-box code input's rules, apart from the DOM so they can be tested: one digit per box, digits only, typing
// moves on, Backspace on an empty box goes back, a paste fills up to six boxes.

export const OTP_BOX_COUNT = 6;

/** The value the form holds: the boxes' digits with a space for an empty box, trailing spaces dropped. */
export function otpValueOf(boxes: readonly string[]): string {
  return boxes
    .map((box) => box || ' ')
    .join('')
    .trimEnd();
}

/** The boxes of a form value: each a digit or ''. */
export function otpBoxesOf(value: string): string[] {
  return Array.from({ length: OTP_BOX_COUNT }, (_, i) => {
    const char = value[i] ?? '';
    return /\d/.test(char) ? char : '';
  });
}

export function isOtpComplete(value: string): boolean {
  return new RegExp(`^\\d{${OTP_BOX_COUNT}}$`).test(value);
}

interface BoxEdit {
  boxes: string[];
  /** The box to focus next. */
  focus: number;
}

/**
 * Text typed, auto-filled or pasted into box `index`. Non-digits are dropped; a whole code (six digits or more)
 * fills every box from the first, a shorter run fills from `index` on; focus goes to the box after the last filled.
 */
export function enterDigits(boxes: readonly string[], index: number, text: string): BoxEdit {
  const digits = text.replace(/\D/g, '');
  const next = [...boxes];
  if (!digits) return { boxes: next, focus: index };
  if (digits.length >= OTP_BOX_COUNT) {
    return { boxes: digits.slice(0, OTP_BOX_COUNT).split(''), focus: OTP_BOX_COUNT - 1 };
  }
  const count = Math.min(digits.length, OTP_BOX_COUNT - index);
  for (let i = 0; i < count; i += 1) next[index + i] = digits[i]!;
  return { boxes: next, focus: Math.min(index + count, OTP_BOX_COUNT - 1) };
}

/** Backspace in box `index`: clears it, or when it is already empty clears the box before and goes there. */
export function eraseDigit(boxes: readonly string[], index: number): BoxEdit {
  const next = [...boxes];
  if (next[index]) {
    next[index] = '';
    return { boxes: next, focus: index };
  }
  if (index === 0) return { boxes: next, focus: 0 };
  next[index - 1] = '';
  return { boxes: next, focus: index - 1 };
}

/**
 * What a change event typed into a box that already held `previous`: the browser gives the old digit plus the new
 * one (in either order, depending on the caret), or only the new text once the box's content was selected.
 */
export function typedText(previous: string, current: string): string {
  if (!previous || current.length <= previous.length) return current;
  if (current.startsWith(previous)) return current.slice(previous.length);
  if (current.endsWith(previous)) return current.slice(0, current.length - previous.length);
  return current;
}

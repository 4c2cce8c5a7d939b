// Text for the standard PDF fonts: what they cannot draw is spelled plainly, so an invoice never shows wrong glyphs.

/** Typography the standard fonts lack, spelled in characters they have. */
const PLAIN: Record<string, string> = {
  '₹': 'Rs.',
  '‘': "'",
  '’': "'",
  '′': "'",
  '“': '"',
  '”': '"',
  '″': '"',
  '–': '-',
  '—': '-',
  '→': '->',
  '…': '...',
  '×': 'x',
};

/**
 * The standard PDF fonts encode WinAnsi (Latin-1 and a few signs) only: other characters would print as wrong
 * glyphs, so they are spelled plainly or, for scripts it cannot show (Devanagari names), replaced by '?'.
 */
export function printable(text: string): string {
  return [...text.normalize('NFC')]
    .map((ch) => PLAIN[ch] ?? (ch.codePointAt(0)! <= 0xff ? ch : '?'))
    .join('');
}

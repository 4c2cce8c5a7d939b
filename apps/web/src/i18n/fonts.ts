// Each language's web font, fetched only when that language is chosen (ADR 0009): English pages download no Indic
// font. A font file declares one script's subset of a registry Noto font and puts it first in the font stack for
// its languages (:root:lang(xx)); the browser then asks for the .woff2 only when text in that script is drawn.
import type { LanguageCode } from '@haat/domain/shell/languages';
import devanagari from './fonts/devanagari.css?url';
import bengali from './fonts/bengali.css?url';
import telugu from './fonts/telugu.css?url';
import tamil from './fonts/tamil.css?url';
import gujarati from './fonts/gujarati.css?url';
import kannada from './fonts/kannada.css?url';
import malayalam from './fonts/malayalam.css?url';
import gurmukhi from './fonts/gurmukhi.css?url';
import oriya from './fonts/oriya.css?url';
import urdu from './fonts/urdu.css?url';

// URLs of the built stylesheets rather than import(): this chunk then needs nothing from the entry chunk, which is
// still evaluating (main.tsx awaits initI18n) when a language other than English is applied at start.
const scriptFonts = {
  devanagari,
  bengali,
  telugu,
  tamil,
  gujarati,
  kannada,
  malayalam,
  gurmukhi,
  oriya,
  urdu,
};

const scriptOf: Record<Exclude<LanguageCode, 'en'>, keyof typeof scriptFonts> = {
  hi: 'devanagari',
  mr: 'devanagari',
  ne: 'devanagari',
  bn: 'bengali',
  as: 'bengali',
  te: 'telugu',
  ta: 'tamil',
  gu: 'gujarati',
  kn: 'kannada',
  ml: 'malayalam',
  pa: 'gurmukhi',
  or: 'oriya',
  ur: 'urdu',
};

/** Loads the font stylesheet of a language; a failure leaves the system font, never the language unapplied. */
export async function loadLanguageFont(code: LanguageCode): Promise<void> {
  if (code === 'en') return;
  const href = scriptFonts[scriptOf[code]];
  if (document.querySelector(`link[href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  // Resolves on error too: offline or a stale deploy leaves the system's own fonts, which draw most scripts.
  await new Promise((resolve) => {
    link.onload = link.onerror = resolve;
    document.head.append(link);
  });
}

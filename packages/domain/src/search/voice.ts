// Voice search rules (docs/behaviour/search.md#voice-search messages and alerts; issue 10): which
// language the browser listens in, and what a shopper is told when recognition fails.
import { isLanguageCode, type LanguageCode } from '../shell/languages.ts';

/** The messages of docs/behaviour/search.md#voice-search for recognition errors, word for word. */
export const VOICE_MESSAGES = {
  noSpeech: 'No speech detected. Please try again.',
  audioCapture: 'Microphone not available',
  notAllowed: 'Microphone permission denied',
  network: 'Network error occurred',
  aborted: 'Voice recognition was aborted',
  /** Any other error code; {{code}} is the browser's code. */
  other: 'Voice recognition error: {{code}}',
  /** An error event that carries no code at all. */
  failed: 'Voice recognition failed',
} as const;

/**
 * The alerts docs/behaviour/search.md#voice-search names without giving their text: an unsupported browser, a blocked
 * microphone, recognition already running, failure to start, and recognition not initialised. They say what to do
 * next.
 */
export const VOICE_ALERTS = {
  unsupported: 'Voice search is not supported in this browser. Please try Chrome, Edge or Safari.',
  blocked: 'Please allow microphone access for this site in your browser settings to search by voice.',
  alreadyRunning: 'Voice search is already listening. Speak now, or tap the microphone to stop.',
  startFailed: 'Voice search could not start. Please try again.',
  notInitialised: 'Voice search is not ready yet. Please try again in a moment.',
} as const;
export type VoiceAlert = keyof typeof VOICE_ALERTS;

/** A message with the values t() interpolates into it (English text is the i18n key). */
export interface VoiceErrorText {
  message: string;
  values?: { code: string };
  /** A blocked microphone also raises the alert asking for access. */
  alert?: VoiceAlert;
}

/** What a SpeechRecognition `error` event's code means to the shopper (docs/behaviour/search.md#voice-search). */
export function voiceErrorText(code: string | undefined | null): VoiceErrorText {
  switch (code) {
    case 'no-speech':
      return { message: VOICE_MESSAGES.noSpeech };
    case 'audio-capture':
      return { message: VOICE_MESSAGES.audioCapture };
    case 'not-allowed':
      return { message: VOICE_MESSAGES.notAllowed, alert: 'blocked' };
    case 'network':
      return { message: VOICE_MESSAGES.network };
    case 'aborted':
      return { message: VOICE_MESSAGES.aborted };
    case undefined:
    case null:
    case '':
      return { message: VOICE_MESSAGES.failed };
    default:
      return { message: VOICE_MESSAGES.other, values: { code } };
  }
}

/**
 * The BCP-47 tag recognition listens in for each interface language: the Indian locale of every language
 * (en → en-IN, so Indian English accents and brand names are recognised better than with the spec's en-US),
 * except Nepali, whose recognisers exist only as ne-NP.
 */
export const SPEECH_LANGUAGES: Readonly<Record<LanguageCode, string>> = {
  en: 'en-IN',
  hi: 'hi-IN',
  bn: 'bn-IN',
  te: 'te-IN',
  ta: 'ta-IN',
  gu: 'gu-IN',
  kn: 'kn-IN',
  ml: 'ml-IN',
  mr: 'mr-IN',
  pa: 'pa-IN',
  ur: 'ur-IN',
  ne: 'ne-NP',
  as: 'as-IN',
  or: 'or-IN',
};

/** The language a browser falls back to when it has no recogniser for the chosen one. */
export const FALLBACK_SPEECH_LANGUAGE = SPEECH_LANGUAGES.en;

/** The recognition language for an interface language code ('hi', 'hi-IN', 'TA'); unknown codes get en-IN. */
export function speechLanguage(interfaceLanguage: string | undefined | null): string {
  const base = (interfaceLanguage ?? '').split(/[-_]/)[0]!.toLowerCase();
  return isLanguageCode(base) ? SPEECH_LANGUAGES[base] : FALLBACK_SPEECH_LANGUAGE;
}

/** The final phrase to search for: recognisers add stray spaces and sometimes a closing full stop. */
export function voicePhrase(transcript: string): string {
  return transcript
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.।]+$/u, '')
    .trim();
}

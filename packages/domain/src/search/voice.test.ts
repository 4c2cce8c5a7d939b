import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../shell/languages.ts';
import {
  FALLBACK_SPEECH_LANGUAGE,
  SPEECH_LANGUAGES,
  VOICE_MESSAGES,
  speechLanguage,
  voiceErrorText,
  voicePhrase,
} from './voice.ts';

describe('voiceErrorText', () => {
  it.each([
    ['no-speech', 'No speech detected. Please try again.'],
    ['audio-capture', 'Microphone not available'],
    ['not-allowed', 'Microphone permission denied'],
    ['network', 'Network error occurred'],
    ['aborted', 'Voice recognition was aborted'],
  ])('%s → %s (docs/behaviour/search.md#voice-search)', (code, message) => {
    expect(voiceErrorText(code).message).toBe(message);
    expect(voiceErrorText(code).values).toBeUndefined();
  });

  it('a blocked microphone also raises the alert asking for access', () => {
    expect(voiceErrorText('not-allowed').alert).toBe('blocked');
    expect(voiceErrorText('no-speech').alert).toBeUndefined();
  });

  it.each(['service-not-allowed', 'bad-grammar', 'language-not-supported'])(
    'another code %s is named in the message',
    (code) => {
      expect(voiceErrorText(code)).toEqual({ message: VOICE_MESSAGES.other, values: { code } });
      expect(VOICE_MESSAGES.other.replace('{{code}}', code)).toBe(`Voice recognition error: ${code}`);
    },
  );

  it.each([undefined, null, ''])('no code (%s) → Voice recognition failed', (code) => {
    expect(voiceErrorText(code).message).toBe('Voice recognition failed');
  });
});

describe('speechLanguage', () => {
  it.each([
    ['en', 'en-IN'],
    ['hi', 'hi-IN'],
    ['ta', 'ta-IN'],
    ['bn', 'bn-IN'],
    ['ur', 'ur-IN'],
    ['ne', 'ne-NP'],
    ['hi-IN', 'hi-IN'],
    ['TA', 'ta-IN'],
    ['en_GB', 'en-IN'],
    ['fr', 'en-IN'],
    ['', 'en-IN'],
    [undefined, 'en-IN'],
  ])('%s → %s', (code, tag) => {
    expect(speechLanguage(code)).toBe(tag);
  });

  it('every interface language of the picker has a well-formed BCP-47 tag of its own language', () => {
    for (const { code } of LANGUAGES) {
      expect(SPEECH_LANGUAGES[code]).toMatch(new RegExp(`^${code}-[A-Z]{2}$`));
    }
    expect(Object.keys(SPEECH_LANGUAGES).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
  });

  it('never fails and always answers a known tag', () => {
    const tags = new Set(Object.values(SPEECH_LANGUAGES));
    fc.assert(fc.property(fc.string(), (s) => tags.has(speechLanguage(s))));
    expect(tags.has(FALLBACK_SPEECH_LANGUAGE)).toBe(true);
  });
});

describe('voicePhrase', () => {
  it.each([
    ['  red   saree ', 'red saree'],
    ['running shoes.', 'running shoes'],
    ['लाल साड़ी।', 'लाल साड़ी'],
    ['', ''],
  ])('%j → %j', (raw, phrase) => {
    expect(voicePhrase(raw)).toBe(phrase);
  });
});

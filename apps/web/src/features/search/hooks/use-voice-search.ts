// Voice search over the browser's speech recognition (docs/behaviour/search.md#voice-search: idle, listening, error;
// §7; §8): a framework-free recogniser session (unit-tested with a fake SpeechRecognition) and the React hook over
// it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_LIMITS } from '@haat/domain/search/search.schema';
import {
  FALLBACK_SPEECH_LANGUAGE,
  speechLanguage,
  voiceErrorText,
  voicePhrase,
  type VoiceAlert,
  type VoiceErrorText,
} from '@haat/domain/search/voice';

// The Web Speech API is not in TypeScript's DOM library (Chrome ships it prefixed), so the part we use is typed here.
interface SpeechAlternativeLike {
  readonly transcript: string;
}
interface SpeechResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: SpeechAlternativeLike | undefined;
}
export interface SpeechResultEventLike {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: SpeechResultLike | undefined };
}
export interface SpeechErrorEventLike {
  readonly error?: string;
}
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onstart: (() => void) | null;
  onresult: ((event: SpeechResultEventLike) => void) | null;
  onerror: ((event: SpeechErrorEventLike) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** The browser's recogniser class: standard or webkit-prefixed (Chrome, Edge, Safari), or none (Firefox). */
export function speechRecognitionClass(
  scope: object | undefined = typeof window === 'undefined' ? undefined : window,
): SpeechRecognitionConstructor | undefined {
  if (!scope) return undefined;
  const candidates = scope as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
  const found = candidates.SpeechRecognition ?? candidates.webkitSpeechRecognition;
  return typeof found === 'function' ? (found as SpeechRecognitionConstructor) : undefined;
}

export type VoiceStatus = 'idle' | 'listening' | 'error';

export interface VoiceState {
  status: VoiceStatus;
  /** What has been heard so far while listening (interim results). */
  interim: string;
  /** The error message of docs/behaviour/search.md#voice-search while status is 'error'. */
  error: VoiceErrorText | null;
  /**
   * An alert of docs/behaviour/search.md#voice-search (unsupported, blocked, already running, failed to start, not
   * initialised).
   */
  alert: VoiceAlert | null;
}

export const IDLE_VOICE_STATE: VoiceState = { status: 'idle', interim: '', error: null, alert: null };

export interface VoiceSessionOptions {
  Recognition: SpeechRecognitionConstructor | undefined;
  /** The BCP-47 tag to listen in, read at every start so a language change applies to the next press. */
  language: () => string;
  onResult: (phrase: string) => void;
  onChange: (state: VoiceState) => void;
}

/** One recogniser for the life of a voice button: start, stop, dismiss, dispose. */
export function createVoiceSession({ Recognition, language, onResult, onChange }: VoiceSessionOptions) {
  let state = IDLE_VOICE_STATE;
  let recognition: SpeechRecognitionLike | null = null;
  let heard = '';
  let delivered = false;
  // Errors after the shopper pressed stop (no-speech, aborted) are noise: they asked it to end.
  let stoppedByUser = false;
  // A browser without a recogniser for the chosen language answers language-not-supported: listen once more in en-IN.
  let retryInFallback = false;
  let disposed = false;

  const set = (next: Partial<VoiceState>) => {
    state = { ...state, ...next };
    if (!disposed) onChange(state);
  };

  function build(Ctor: SpeechRecognitionConstructor): SpeechRecognitionLike | null {
    try {
      const r = new Ctor();
      r.continuous = false;
      r.interimResults = true;
      r.maxAlternatives = 1;
      r.onresult = (event) => {
        let interim = '';
        let final = '';
        for (let i = event.resultIndex; i < event.results.length; i++) {
          const result = event.results[i];
          const text = result?.[0]?.transcript ?? '';
          if (result?.isFinal) final += text;
          else interim += text;
        }
        heard += final;
        const phrase = voicePhrase(heard);
        if (phrase && !delivered) {
          delivered = true;
          set({ status: 'idle', interim: '' });
          r.stop();
          onResult(phrase);
          return;
        }
        if (state.status === 'listening') set({ interim: voicePhrase(heard + interim) });
      };
      r.onerror = (event) => {
        if (stoppedByUser || delivered) return;
        if (event.error === 'language-not-supported' && r.lang !== FALLBACK_SPEECH_LANGUAGE) {
          retryInFallback = true;
          return;
        }
        const text = voiceErrorText(event.error);
        set({ status: 'error', interim: '', error: text, alert: text.alert ?? null });
      };
      r.onend = () => {
        if (retryInFallback) {
          retryInFallback = false;
          listen(FALLBACK_SPEECH_LANGUAGE);
          return;
        }
        if (state.status === 'listening') set({ status: 'idle', interim: '' });
      };
      return r;
    } catch {
      return null;
    }
  }

  function listen(lang: string) {
    if (!recognition) return;
    heard = '';
    delivered = false;
    stoppedByUser = false;
    recognition.lang = lang;
    try {
      recognition.start();
      set({ status: 'listening', interim: '', error: null, alert: null });
    } catch (error) {
      // start() throws InvalidStateError while a recognition is still running (another tab of ours, a quick
      // double press before onend).
      const running = error instanceof Error && error.name === 'InvalidStateError';
      set(running ? { alert: 'alreadyRunning' } : { status: 'error', error: null, alert: 'startFailed' });
    }
  }

  return {
    getState: () => state,
    start() {
      if (disposed) return;
      if (!Recognition) return set({ status: 'error', interim: '', error: null, alert: 'unsupported' });
      if (state.status === 'listening') return set({ alert: 'alreadyRunning' });
      recognition ??= build(Recognition);
      if (!recognition) return set({ status: 'error', interim: '', error: null, alert: 'notInitialised' });
      listen(language());
    },
    /** The shopper's stop: what was heard so far may still arrive as a final result. */
    stop() {
      if (state.status !== 'listening') return;
      stoppedByUser = true;
      retryInFallback = false;
      set({ status: 'idle', interim: '' });
      recognition?.stop();
    },
    /** Closes the message or alert shown. */
    dismiss() {
      set({ status: state.status === 'error' ? 'idle' : state.status, error: null, alert: null });
    },
    dispose() {
      disposed = true;
      if (recognition) {
        recognition.onresult = recognition.onerror = recognition.onend = null;
        recognition.abort();
      }
    },
  };
}
export type VoiceSession = ReturnType<typeof createVoiceSession>;

/** The recogniser as React state; listens in the recognition language of the chosen interface language. */
export function useVoiceSearch(onResult: (phrase: string) => void) {
  const { i18n } = useTranslation();
  const [state, setState] = useState(IDLE_VOICE_STATE);
  const latest = useRef({ onResult, language: i18n.resolvedLanguage ?? i18n.language });
  useEffect(() => {
    latest.current = { onResult, language: i18n.resolvedLanguage ?? i18n.language };
  });
  const session = useRef<VoiceSession | null>(null);

  useEffect(() => {
    const created = createVoiceSession({
      Recognition: speechRecognitionClass(),
      language: () => speechLanguage(latest.current.language),
      onResult: (phrase) => latest.current.onResult(phrase),
      onChange: setState,
    });
    session.current = created;
    return () => {
      created.dispose();
      session.current = null;
    };
  }, []);

  const start = useCallback(() => {
    if (session.current) session.current.start();
    // Pressed before the effect ran (hydration-time click): say so rather than do nothing.
    else setState({ ...IDLE_VOICE_STATE, status: 'error', alert: 'notInitialised' });
  }, []);
  const stop = useCallback(() => session.current?.stop(), []);
  const dismiss = useCallback(() => {
    if (session.current) session.current.dismiss();
    else setState(IDLE_VOICE_STATE);
  }, []);

  return { ...state, supported: speechRecognitionClass() !== undefined, start, stop, dismiss };
}

/**
 * Runs the search a recognised phrase asks for after docs/behaviour/search.md#limits's 500 ms, so the shopper sees
 * the phrase in the box first. Returns a cancel function (call it when the box unmounts or the shopper types
 * meanwhile).
 */
export function scheduleVoiceSearch(run: () => void, delayMs = SEARCH_LIMITS.voiceSearchDelayMs): () => void {
  const timer = setTimeout(run, delayMs);
  return () => clearTimeout(timer);
}

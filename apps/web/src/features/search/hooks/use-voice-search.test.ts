import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VOICE_MESSAGES } from '@haat/domain/search/voice';
import {
  createVoiceSession,
  scheduleVoiceSearch,
  speechRecognitionClass,
  type SpeechErrorEventLike,
  type SpeechRecognitionLike,
  type SpeechResultEventLike,
  type VoiceState,
} from './use-voice-search.ts';

/** A scriptable SpeechRecognition: the test plays the browser's events. */
class FakeRecognition implements SpeechRecognitionLike {
  static instances: FakeRecognition[] = [];
  static startError: Error | null = null;
  lang = '';
  continuous = true;
  interimResults = false;
  maxAlternatives = 5;
  onstart: (() => void) | null = null;
  onresult: ((event: SpeechResultEventLike) => void) | null = null;
  onerror: ((event: SpeechErrorEventLike) => void) | null = null;
  onend: (() => void) | null = null;
  started: string[] = [];
  stopped = 0;
  aborted = 0;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    if (FakeRecognition.startError) throw FakeRecognition.startError;
    this.started.push(this.lang);
  }
  stop() {
    this.stopped++;
  }
  abort() {
    this.aborted++;
  }
  hear(parts: Array<[string, boolean]>, resultIndex = 0) {
    const results = parts.map(([transcript, isFinal]) => Object.assign([{ transcript }], { isFinal }));
    this.onresult?.({ resultIndex, results });
  }
  fail(error?: string) {
    this.onerror?.({ error });
    this.onend?.();
  }
}

function session(Recognition: typeof FakeRecognition | null = FakeRecognition, lang = 'hi-IN') {
  const states: VoiceState[] = [];
  const results: string[] = [];
  const s = createVoiceSession({
    Recognition: Recognition ?? undefined,
    language: () => lang,
    onResult: (phrase) => results.push(phrase),
    onChange: (state) => states.push(state),
  });
  const last = () => states.at(-1)!;
  const recognizer = () => FakeRecognition.instances.at(-1)!;
  return { s, states, results, last, recognizer };
}

beforeEach(() => {
  FakeRecognition.instances = [];
  FakeRecognition.startError = null;
});

describe('createVoiceSession', () => {
  it('listens in the chosen language, shows interim text, and hands over the final phrase', () => {
    const { s, last, results, recognizer } = session();
    s.start();
    expect(last().status).toBe('listening');
    expect(recognizer()).toMatchObject({ lang: 'hi-IN', continuous: false, interimResults: true });
    recognizer().hear([['red', false]]);
    expect(last()).toMatchObject({ status: 'listening', interim: 'red' });
    recognizer().hear([['red saree ', true]]);
    expect(results).toEqual(['red saree']);
    expect(last().status).toBe('idle');
    expect(recognizer().stopped).toBe(1);
    recognizer().onend?.();
    expect(results).toHaveLength(1);
  });

  it('ends idle without a result when nothing final was heard', () => {
    const { s, last, results, recognizer } = session();
    s.start();
    recognizer().onend?.();
    expect(last()).toMatchObject({ status: 'idle', error: null });
    expect(results).toEqual([]);
  });

  it.each([
    ['no-speech', VOICE_MESSAGES.noSpeech, null],
    ['audio-capture', VOICE_MESSAGES.audioCapture, null],
    ['not-allowed', VOICE_MESSAGES.notAllowed, 'blocked'],
    ['network', VOICE_MESSAGES.network, null],
    ['aborted', VOICE_MESSAGES.aborted, null],
    ['bad-grammar', VOICE_MESSAGES.other, null],
    [undefined, VOICE_MESSAGES.failed, null],
  ])('error %s → %s', (code, message, alert) => {
    const { s, last, recognizer } = session();
    s.start();
    recognizer().fail(code);
    expect(last().status).toBe('error');
    expect(last().error?.message).toBe(message);
    expect(last().alert).toBe(alert);
  });

  it('the shopper pressing stop is not an error, and a late final result still searches', () => {
    const { s, last, results, recognizer } = session();
    s.start();
    s.stop();
    expect(last().status).toBe('idle');
    expect(recognizer().stopped).toBe(1);
    recognizer().hear([['kurta', true]]);
    recognizer().fail('no-speech');
    expect(results).toEqual(['kurta']);
    expect(last()).toMatchObject({ status: 'idle', error: null });
  });

  it('retries once in en-IN when the browser has no recogniser for the language', () => {
    const { s, last, recognizer } = session(FakeRecognition, 'or-IN');
    s.start();
    recognizer().fail('language-not-supported');
    expect(recognizer().started).toEqual(['or-IN', 'en-IN']);
    expect(last().status).toBe('listening');
    recognizer().fail('language-not-supported');
    expect(last().error).toEqual({
      message: VOICE_MESSAGES.other,
      values: { code: 'language-not-supported' },
    });
  });

  it('raises the alerts of docs/behaviour/search.md#voice-search', () => {
    const unsupported = session(null);
    unsupported.s.start();
    expect(unsupported.last()).toMatchObject({ status: 'error', alert: 'unsupported' });

    const running = session();
    running.s.start();
    running.s.start();
    expect(running.last()).toMatchObject({ status: 'listening', alert: 'alreadyRunning' });

    const busy = session();
    FakeRecognition.startError = Object.assign(new Error('busy'), { name: 'InvalidStateError' });
    busy.s.start();
    expect(busy.last()).toMatchObject({ alert: 'alreadyRunning' });

    const broken = session();
    FakeRecognition.startError = new Error('no audio');
    broken.s.start();
    expect(broken.last()).toMatchObject({ status: 'error', alert: 'startFailed' });
    FakeRecognition.startError = null;

    const Throwing = class extends FakeRecognition {
      constructor() {
        super();
        throw new Error('not allowed here');
      }
    };
    const uninitialised = session(Throwing);
    uninitialised.s.start();
    expect(uninitialised.last()).toMatchObject({ status: 'error', alert: 'notInitialised' });
  });

  it('dismiss clears the message; dispose aborts and goes quiet', () => {
    const { s, states, last, recognizer } = session();
    s.start();
    recognizer().fail('network');
    s.dismiss();
    expect(last()).toMatchObject({ status: 'idle', error: null, alert: null });
    s.start();
    const count = states.length;
    s.dispose();
    expect(recognizer().aborted).toBe(1);
    expect(recognizer().onresult).toBeNull();
    s.start();
    expect(states).toHaveLength(count);
  });
});

describe('speechRecognitionClass', () => {
  it('finds the standard or the webkit-prefixed class, or none', () => {
    expect(speechRecognitionClass({ SpeechRecognition: FakeRecognition })).toBe(FakeRecognition);
    expect(speechRecognitionClass({ webkitSpeechRecognition: FakeRecognition })).toBe(FakeRecognition);
    expect(speechRecognitionClass({})).toBeUndefined();
    expect(speechRecognitionClass({ SpeechRecognition: 'nope' })).toBeUndefined();
    expect(speechRecognitionClass(undefined)).toBeUndefined();
  });
});

describe('scheduleVoiceSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches after 500 ms (docs/behaviour/search.md#limits), and not at all when cancelled', () => {
    const run = vi.fn();
    scheduleVoiceSearch(run);
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    const cancel = scheduleVoiceSearch(cancelled);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

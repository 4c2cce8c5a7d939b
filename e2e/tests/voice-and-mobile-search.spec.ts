// Voice search and the phone's search page (docs/behaviour/search.md#search-box, #voice-search; issue 10) in a real
// browser. Speech recognition is replaced by a scripted fake before the app loads, so the test plays the browser's
// events.
import { expect, test, type Page } from '@playwright/test';
import { VOICE_ALERTS, VOICE_MESSAGES } from '@haat/domain/search/voice';
import { saveScreenshot } from './screenshot.ts';
import { hi } from './support/hindi.ts';
import { onlyOn, sameAtEveryWidth } from './support/viewports.ts';

interface FakeVoice {
  starts: string[];
  say(text: string, isFinal: boolean): void;
  fail(code: string): void;
}
type VoiceWindow = Window & { __voice: FakeVoice };

/** A SpeechRecognition stand-in: records the languages it was started in and plays results and errors. */
function installFakeRecognition() {
  interface Fake {
    lang: string;
    running: boolean;
    onresult: ((event: unknown) => void) | null;
    onerror: ((event: unknown) => void) | null;
    onend: (() => void) | null;
  }
  const instances: Fake[] = [];
  class FakeRecognition {
    lang = '';
    continuous = false;
    interimResults = false;
    maxAlternatives = 1;
    running = false;
    onstart: (() => void) | null = null;
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    constructor() {
      instances.push(this);
    }
    start() {
      if (this.running) throw new DOMException('already started', 'InvalidStateError');
      this.running = true;
      voice.starts.push(this.lang);
      setTimeout(() => this.onstart?.(), 0);
    }
    stop() {
      this.end();
    }
    abort() {
      this.end();
    }
    end() {
      if (!this.running) return;
      this.running = false;
      setTimeout(() => this.onend?.(), 0);
    }
  }
  const voice = {
    starts: [] as string[],
    say(text: string, isFinal: boolean) {
      const result = Object.assign([{ transcript: text, confidence: 0.9 }], { isFinal });
      instances.at(-1)?.onresult?.({ resultIndex: 0, results: [result] });
    },
    fail(code: string) {
      const current = instances.at(-1);
      if (!current) return;
      current.onerror?.({ error: code });
      current.running = false;
      current.onend?.();
    },
  };
  Object.assign(window, {
    __voice: voice,
    SpeechRecognition: FakeRecognition,
    webkitSpeechRecognition: FakeRecognition,
  });
}

const searchBox = (page: Page) =>
  page.getByRole('combobox', { name: 'Search for products, brands, categories...' });
const voiceButton = (page: Page) => page.locator('button[data-voice-status]').first();
const starts = (page: Page) => page.evaluate(() => (window as unknown as VoiceWindow).__voice.starts);

test.describe('with speech recognition', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(installFakeRecognition);
  });

  test('the mic listens, fills the box with what was said and searches it 500 ms later', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const mic = page.getByRole('banner').getByRole('button', { name: 'Search by voice' });
    await mic.click();
    const stop = page.getByRole('banner').getByRole('button', { name: 'Stop voice search' });
    await expect(stop).toHaveAttribute('aria-pressed', 'true');
    const status = page.getByRole('status').filter({ hasText: 'Listening… speak now' });
    await expect(status).toBeVisible();
    expect(await starts(page)).toEqual(['en-IN']);

    await page.evaluate(() => (window as unknown as VoiceWindow).__voice.say('red sar', false));
    await expect(status).toContainText('“red sar”');
    await saveScreenshot(page, testInfo, 'voice-listening', { fullPage: false });

    const before = Date.now();
    await page.evaluate(() => (window as unknown as VoiceWindow).__voice.say('red saree', true));
    await expect(searchBox(page)).toHaveValue('red saree');
    await page.waitForURL(/\/search\?q=red(\+|%20)saree$/);
    expect(Date.now() - before).toBeGreaterThanOrEqual(450);
    await expect(mic).toHaveAttribute('aria-pressed', 'false');
    await expect(status).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('red saree');
  });

  sameAtEveryWidth(() => {
    test('pressing the mic again stops listening without an error', async ({ page }) => {
      await page.goto('/');
      await voiceButton(page).click();
      await expect(voiceButton(page)).toHaveAttribute('aria-pressed', 'true');
      await voiceButton(page).click();
      await expect(voiceButton(page)).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page).toHaveURL(/\/$/);
    });
  });

  test('a blocked microphone says so and asks for access; other errors show their message', async ({
    page,
  }, testInfo) => {
    await page.goto('/?lng=hi');
    await voiceButton(page).click();
    await expect(voiceButton(page)).toHaveAttribute('aria-pressed', 'true');
    // Hindi interface → Hindi recognition (issue 10: the interface language where the browser supports it).
    expect(await starts(page)).toEqual(['hi-IN']);
    // The messages read in Hindi too (issue 11).
    await page.evaluate(() => (window as unknown as VoiceWindow).__voice.fail('not-allowed'));
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(hi(VOICE_MESSAGES.notAllowed));
    await expect(alert).toContainText(hi(VOICE_ALERTS.blocked));
    await expect(voiceButton(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(voiceButton(page)).toHaveAttribute('data-voice-status', 'error');
    await saveScreenshot(page, testInfo, 'voice-permission-denied', { fullPage: false });

    await voiceButton(page).click();
    await expect(alert).toHaveCount(0);
    await expect(voiceButton(page)).toHaveAttribute('aria-pressed', 'true');
    await page.evaluate(() => (window as unknown as VoiceWindow).__voice.fail('no-speech'));
    await expect(page.getByRole('alert')).toHaveText(hi(VOICE_MESSAGES.noSpeech));
    await page
      .getByRole('alert')
      .getByRole('button', { name: hi('Close') })
      .click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  onlyOn('mobile', '/m/search is the phone’s search page', () => {
    test('voice search works on /m/search too', async ({ page }) => {
      await page.goto('/m/search');
      await page.getByRole('button', { name: 'Search by voice' }).click();
      // A press before hydration is replayed after it: speak once the mic is really listening.
      await expect(voiceButton(page)).toHaveAttribute('aria-pressed', 'true');
      await page.evaluate(() => (window as unknown as VoiceWindow).__voice.say('kurta', true));
      await page.waitForURL(/\/search\?q=kurta$/);
    });
  });
});

sameAtEveryWidth(() => {
  test('a browser without speech recognition explains on press', async ({ page }) => {
    await page.addInitScript(() => {
      Object.assign(window, { SpeechRecognition: undefined, webkitSpeechRecognition: undefined });
    });
    await page.goto('/');
    await voiceButton(page).click();
    await expect(page.getByRole('alert')).toContainText('Voice search is not supported in this browser');
  });
});

test('/m/search: full screen, the box is focused, back goes home when the visit began here', async ({
  page,
}, testInfo) => {
  await page.goto('/m/search');
  const box = searchBox(page);
  await expect(box).toBeFocused();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page).toHaveTitle(/Search/);
  // The focused box opens its panel below it: trending searches (or history) on an empty box.
  await expect(page.getByRole('listbox').first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'mobile-search', { fullPage: false });

  await box.fill('kurta');
  await box.press('Enter');
  await page.waitForURL(/\/search\?q=kurta$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/search$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toBeVisible();
});

onlyOn('mobile', '/m/search is the phone’s search page', () => {
  test('/m/search: back returns to the page the shopper came from', async ({ page }) => {
    await page.goto('/all-products');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    // An in-app link to /m/search, as the router makes it: a new history entry and a popstate-free route change.
    await page.evaluate(() => {
      const state: unknown = window.history.state;
      const idx = typeof state === 'object' && state && 'idx' in state ? Number(state.idx) : 0;
      window.history.pushState({ usr: null, key: 'e2e', idx: idx + 1 }, '', '/m/search');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(searchBox(page)).toBeFocused();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/all-products$/);
  });
});

sameAtEveryWidth(() => {
  test('a rewritten term keeps the typed term in the title and says what was searched', async ({ page }) => {
    await page.goto('/search?q=mobile');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('mobile');
    // The server read "mobile" as the Smartphones type (docs/behaviour/search.md#results-page-notices).
    await expect(page.getByTestId('search-notice')).toContainText('Smartphones');
    await expect(page.getByRole('link', { name: 'Remove: Smartphones' })).toHaveAttribute(
      'href',
      '/search?q=mobile&exact=true',
    );
    await expect(page.getByRole('link', { name: 'Search instead for mobile' })).toHaveAttribute(
      'href',
      '/search?q=mobile&exact=true',
    );
  });
});

sameAtEveryWidth(() => {
  test('"Search instead for" searches the typed term exactly', async ({ page, request }) => {
    const probe = await request.get('/api/products?search=mobile&exact=true&limit=1');
    const body = (await probe.json()) as { query?: { searched: string } };
    test.skip(
      body.query?.searched !== 'mobile',
      'GET /api/products does not take exact=true yet: the API has no way to search the typed term without rewrites',
    );
    await page.goto('/search?q=mobile');
    await page.getByRole('link', { name: 'Search instead for mobile' }).click();
    await expect(page).toHaveURL(/\/search\?q=mobile&exact=true$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('mobile');
    await expect(page.getByTestId('search-notice')).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue('mobile');
  });
});

import { APP_START_SCRIPT, CHUNKS_PER_TASK } from './appStartScript';

// app.html's inline script, run as the browser runs it, on the page the build writes: the first
// screen's template, the JSON list of start-up scripts, and #root. jsdom has no paint timing,
// so the browser's PerformanceObserver is stood in for where a test needs one.

const entries = ['/main.0123abcd.js'];
const chunks = ['/97.0123abcd.js', '/470.0123abcd.js'];

function writePage() {
  document.head.innerHTML = `<script type="application/json" id="startup-scripts">${JSON.stringify({
    entries,
    chunks,
  })}</script>`;
  document.body.innerHTML =
    '<div id="root"></div>' +
    '<template id="first-screen" data-flag="demoMode" data-path="/app" data-other-tabs="documents wishes">' +
    '<style>.first{}</style><header>Legacy Planner</header><main>Your Legacy Plan</main></template>';
}

const runScript = () => new Function(APP_START_SCRIPT)();
const startedScripts = () =>
  [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
const preloadedChunks = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) =>
    link.getAttribute('href'),
  );

type PaintCallback = (
  list: { getEntriesByName(name: string): unknown[] },
  observer: { disconnect(): void },
) => void;

/** A stand-in for the browser's paint timing; `paint(name)` reports one paint entry. */
function standInPaintTiming() {
  const callbacks: PaintCallback[] = [];
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: PaintCallback) {}
    observe() {
      callbacks.push(this.callback);
    }
    disconnect() {
      callbacks.splice(callbacks.indexOf(this.callback), 1);
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', {
    value: PaintObserver,
    configurable: true,
  });
  return {
    paint(name: string) {
      for (const callback of [...callbacks]) {
        callback(
          { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
          {
            disconnect: () => callbacks.splice(callbacks.indexOf(callback), 1),
          },
        );
      }
    },
  };
}

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/app');
  writePage();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'PerformanceObserver');
});

it('without the demo flag, shows nothing and starts the app at once', () => {
  standInPaintTiming();
  runScript();
  expect(document.getElementById('root')).toBeEmptyDOMElement();
  expect(preloadedChunks()).toEqual(chunks);
  expect(startedScripts()).toEqual(entries);
});

it('preloads the chunks a few per task, in their order, then starts the entry script', () => {
  const manyChunks = Array.from({ length: 2 * CHUNKS_PER_TASK + 1 }, (_, n) => `/${n}.0123abcd.js`);
  document.getElementById('startup-scripts')!.textContent = JSON.stringify({
    entries,
    chunks: manyChunks,
  });
  runScript();
  expect(preloadedChunks()).toEqual(manyChunks.slice(0, CHUNKS_PER_TASK));
  expect(startedScripts()).toEqual([]);
  jest.advanceTimersToNextTimer();
  expect(preloadedChunks()).toEqual(manyChunks.slice(0, 2 * CHUNKS_PER_TASK));
  expect(startedScripts()).toEqual([]);
  jest.advanceTimersToNextTimer();
  expect(preloadedChunks()).toEqual(manyChunks);
  expect(startedScripts()).toEqual(entries);
  expect(jest.getTimerCount()).toBe(0);
});

it('in a hidden page, preloads every chunk and starts the entry script in one task', () => {
  const manyChunks = Array.from({ length: 2 * CHUNKS_PER_TASK + 1 }, (_, n) => `/${n}.0123abcd.js`);
  document.getElementById('startup-scripts')!.textContent = JSON.stringify({
    entries,
    chunks: manyChunks,
  });
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  runScript();
  expect(preloadedChunks()).toEqual(manyChunks);
  expect(startedScripts()).toEqual(entries);
  expect(jest.getTimerCount()).toBe(0);
});

it('in demo mode, shows the first screen inert and starts the app once it has painted', () => {
  const timing = standInPaintTiming();
  sessionStorage.setItem('demoMode', 'true');
  runScript();
  const shown = [...document.getElementById('root')!.children];
  expect(shown.map((element) => element.textContent)).toEqual([
    'Legacy Planner',
    'Your Legacy Plan',
  ]);
  expect(shown.every((element) => element.getAttribute('aria-hidden') === 'true')).toBe(true);
  expect(document.head.querySelector('style')).not.toBeNull();
  expect(startedScripts()).toEqual([]);

  timing.paint('first-paint');
  expect(startedScripts()).toEqual([]);
  timing.paint('first-contentful-paint');
  expect(startedScripts()).toEqual(entries);
  // Once only, whatever comes after.
  jest.advanceTimersByTime(5000);
  document.dispatchEvent(new Event('visibilitychange'));
  expect(startedScripts()).toEqual(entries);
});

it('in demo mode on another tab, shows nothing and starts at once', () => {
  standInPaintTiming();
  sessionStorage.setItem('demoMode', 'true');
  window.history.replaceState(null, '', '/app?tab=documents');
  runScript();
  expect(document.getElementById('root')).toBeEmptyDOMElement();
  expect(startedScripts()).toEqual(entries);
});

it('starts the app after 2 s when no paint is reported', () => {
  standInPaintTiming();
  sessionStorage.setItem('demoMode', 'true');
  runScript();
  jest.advanceTimersByTime(1999);
  expect(startedScripts()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(startedScripts()).toEqual(entries);
});

it('starts the app at once in a browser without paint timing, or when storage is refused', () => {
  expect('PerformanceObserver' in window).toBe(false); // as in jsdom
  sessionStorage.setItem('demoMode', 'true');
  runScript();
  expect(startedScripts()).toEqual(entries);

  writePage();
  const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
  standInPaintTiming();
  runScript();
  getItem.mockRestore();
  expect(document.getElementById('root')).toBeEmptyDOMElement();
  expect(startedScripts()).toEqual(entries);
});

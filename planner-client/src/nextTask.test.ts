import { MessageChannel } from 'node:worker_threads';
import { nextTask } from './nextTask';

// jsdom has no MessageChannel; Node's delivers its messages as a browser's does, in a task.
beforeAll(() => Object.defineProperty(globalThis, 'MessageChannel', { value: MessageChannel }));
afterAll(() => Reflect.deleteProperty(globalThis, 'MessageChannel'));

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('waits for a timer in a visible page', async () => {
  jest.useFakeTimers();
  let done = false;
  void nextTask().then(() => (done = true));
  await Promise.resolve();
  expect(done).toBe(false);
  await jest.advanceTimersToNextTimerAsync();
  expect(done).toBe(true);
});

it('in a hidden page, whose timers the browser holds back, goes on without one', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  await nextTask();
  expect(jest.getTimerCount()).toBe(0);
});

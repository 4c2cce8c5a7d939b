// One account store's request lane: its requests go out one at a time, in order, and its pushes wait for a quiet
// spell (the spec's 800 ms debounce), so a run of clicks becomes one push and answers never cross.
export interface SyncLane {
  /** Queues a task after every earlier one; its result or error is the caller's. */
  run: <T>(task: () => Promise<T>) => Promise<T>;
  /** (Re)starts the quiet-spell timer; when it fires, the task is queued with its errors swallowed. */
  schedule: (task: () => Promise<void>) => void;
  /** Cancels a waiting timer; true when one was waiting (its work is now the caller's to do). */
  takeScheduled: () => boolean;
  stop: () => void;
}

const ignore = () => undefined;

export function createSyncLane(debounceMs: number): SyncLane {
  let chain: Promise<unknown> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const run = <T>(task: () => Promise<T>): Promise<T> => {
    const next = chain.then(task);
    chain = next.then(ignore, ignore);
    return next;
  };

  return {
    run,
    schedule: (task) => {
      if (stopped) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        run(task).catch(ignore);
      }, debounceMs);
    },
    takeScheduled: () => {
      if (timer === undefined) return false;
      clearTimeout(timer);
      timer = undefined;
      return true;
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/**
 * A push's requests, one at a time, errors silent (docs/behaviour/auth.md#session). Answers the last answer heard;
 * when only refusals came back (a 4xx: the server heard and said no), a fresh read of the server's copy; undefined
 * once stopped.
 */
export async function sendInTurn<A>(
  sends: (() => Promise<A | null>)[],
  isStopped: () => boolean,
  isRefusal: (err: unknown) => boolean,
  read: () => Promise<A>,
): Promise<A | null | undefined> {
  let answer: A | null = null;
  let heard = false;
  for (const send of sends) {
    if (isStopped()) return undefined;
    try {
      answer = (await send()) ?? answer;
      heard = true;
    } catch (err) {
      if (isRefusal(err)) heard = true;
    }
  }
  if (!answer && heard && !isStopped()) answer = await read().catch(() => null);
  return answer;
}

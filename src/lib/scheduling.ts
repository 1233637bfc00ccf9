/**
 * Runs `task` once the browser is really idle: a full idle period (nothing queued, no frame due), which comes after the
 * page's start-up work and its first layout rather than in a gap between two pieces of it. So what the task opens
 * neither lengthens that work nor forces a layout of its own. After `timeout` ms it runs anyway. Safari has no
 * requestIdleCallback and gets a short timer. Returns the cancel function, for an effect's clean-up.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 300);
    return () => clearTimeout(timer);
  }
  const until = performance.now() + timeout;
  let id = 0;
  const check = (deadline: IdleDeadline) => {
    const left = until - performance.now();
    // Chromium grants up to 50 ms when nothing else is pending; shorter periods are gaps between tasks.
    if (deadline.timeRemaining() >= 40 || deadline.didTimeout || left <= 0) task();
    else id = requestIdleCallback(check, { timeout: left });
  };
  id = requestIdleCallback(check, { timeout });
  return () => cancelIdleCallback(id);
}

/**
 * Resolves in a new task, so that the work after it does not lengthen the current one: the browser may paint and answer
 * input in between. scheduler.yield() where there is one (it keeps this work ahead of other queued tasks), else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Turns pushed events into the AsyncIterator a GraphQL subscription resolver returns; `return()`
 * (called when the client unsubscribes or disconnects) detaches the listener.
 */
export function eventStream<T>(attach: (push: (value: T) => void) => () => void): AsyncIterableIterator<T> {
  const queue: T[] = [];
  const waiting: ((result: IteratorResult<T>) => void)[] = [];
  let done = false;
  const detach = attach((value) => {
    const resolve = waiting.shift();
    if (resolve) resolve({ value, done: false });
    else queue.push(value);
  });
  const finish = (): Promise<IteratorResult<T>> => {
    done = true;
    detach();
    waiting.splice(0).forEach((resolve) => resolve({ value: undefined, done: true }));
    return Promise.resolve({ value: undefined, done: true });
  };
  return {
    next() {
      if (queue.length > 0) return Promise.resolve({ value: queue.shift()!, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => waiting.push(resolve));
    },
    return: finish,
    throw: finish,
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

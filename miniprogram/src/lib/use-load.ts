import { useCallback, useEffect, useRef, useState } from 'react';
import { NotInWechat } from '../platform/index';
import { NetworkError } from '../api/http';

// One page's data: loading, the answer, or why not (no network, not in WeChat, an error the server explained),
// with retry for the first.

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'network' }
  | { status: 'no-wechat' }
  | { status: 'error'; error: unknown };

export function describeFailure(error: unknown): Loaded<never> {
  if (error instanceof NetworkError) return { status: 'network' };
  if (error instanceof NotInWechat) return { status: 'no-wechat' };
  return { status: 'error', error };
}

export function useLoad<T>(load: () => Promise<T>, deps: unknown[] = []): [Loaded<T>, () => void, (data: T) => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const run = useRef(0);
  const start = useCallback(() => {
    const mine = ++run.current;
    setState({ status: 'loading' });
    load().then(
      (data) => mine === run.current && setState({ status: 'ready', data }),
      (error: unknown) => mine === run.current && setState(describeFailure(error)),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  useEffect(() => {
    start();
    return () => void run.current++;
  }, [start]);
  const replace = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return [state, start, replace];
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { NotInWechat } from '../platform/index';
import { NetworkError } from '../api/http';

// One page's data: loading, the answer, or why not (no network, not in WeChat, an error the server explained),
// with retry. `key` names what is loaded (an id): a new key loads again.

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

export function useLoad<T>(load: () => Promise<T>, key: string | number = ''): [Loaded<T>, () => void, (data: T) => void] {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ tag: string; value: Loaded<T> } | null>(null);
  const tag = `${key}#${attempt}`;
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });
  useEffect(() => {
    let live = true;
    loader.current().then(
      (data) => live && setResult({ tag, value: { status: 'ready', data } }),
      (error: unknown) => live && setResult({ tag, value: describeFailure(error) }),
    );
    return () => {
      live = false;
    };
  }, [tag]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: T) => setResult({ tag, value: { status: 'ready', data } }), [tag]);
  return [result?.tag === tag ? result.value : { status: 'loading' }, retry, replace];
}

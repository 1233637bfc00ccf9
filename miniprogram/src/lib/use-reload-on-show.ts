import { useRef } from 'react';
import { useDidShow } from '@tarojs/taro';

/**
 * Loads the page again when it is shown after another page (or WeChat's cashier) covered it, so what changed meanwhile
 * shows; not on its first showing, which its own load covers.
 */
export function useReloadOnShow(reload: () => void) {
  const shown = useRef(false);
  useDidShow(() => {
    if (shown.current) reload();
    shown.current = true;
  });
}

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { MenuItem } from '../api/site.ts';
import { itemsThatFit } from '../site/menu.ts';

// 更多's width until it has been drawn once.
const MORE_WIDTH_GUESS = 72;

/**
 * How many top items the header menu keeps in its bar (`fitted` once measured). Measured after each render, before
 * the browser paints, against the room the nav has, and again when that room changes; an item's width is kept from
 * the last time it was drawn. The server cannot measure: it draws every item, and the stylesheet hides the ones that
 * do not fit until the app has measured them.
 */
export function useItemsThatFit(menus: MenuItem[]) {
  const listRef = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState<number | null>(null);
  // The nav's width, followed so that a change measures again.
  const [room, setRoom] = useState(0);
  const widths = useRef(new Map<string, number>());

  useLayoutEffect(() => {
    const list = listRef.current;
    const available = list?.parentElement?.clientWidth ?? 0;
    if (!list || available === 0) return; // not laid out: the menu is hidden on a phone
    list.classList.add('nav-menu--measuring');
    for (const li of list.children) {
      const key = (li as HTMLElement).dataset.fit;
      if (key) widths.current.set(key, li.getBoundingClientRect().width);
    }
    list.classList.remove('nav-menu--measuring');
    const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
    const fit = itemsThatFit(
      menus.map((m) => widths.current.get(String(m.id))),
      available,
      gap,
      widths.current.get('more') ?? MORE_WIDTH_GUESS,
    );
    if (fit !== shown) setShown(fit);
  }, [menus, shown, room]);

  useEffect(() => {
    const nav = listRef.current?.parentElement;
    if (!nav) return;
    const observer = new ResizeObserver(([entry]) => setRoom(entry.contentRect.width));
    observer.observe(nav);
    return () => observer.disconnect();
  }, []);

  return { listRef, fitted: shown !== null, shown: Math.min(shown ?? menus.length, menus.length) };
}

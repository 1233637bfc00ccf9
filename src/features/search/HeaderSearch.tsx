import { SearchRegular } from '@fluentui/react-icons/svg/search';
import { useState } from 'react';
import { t } from '../../strings.ts';
import { useDisclosureClose } from '../../ui/useDisclosureClose.ts';
import { SearchBox } from './SearchBox.tsx';

/**
 * The header's search box. On a wide window it sits in the bar; where the bar is short of room (the menu needs it) a
 * button opens it under the bar, focused; Escape or the button closes it, a search closes it too.
 */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  const { button, close, onKeyDown } = useDisclosureClose(open, () => setOpen(false));
  return (
    <div className="header-search" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="header-search__toggle"
        aria-expanded={open}
        aria-controls="header-search-box"
        aria-label={t.search.boxLabel}
        onClick={() => (open ? close() : setOpen(true))}
        data-testid="header-search-toggle"
      >
        <SearchRegular aria-hidden="true" />
      </button>
      <div id="header-search-box" className={open ? 'header-search__box is-open' : 'header-search__box'}>
        <SearchBox key={String(open)} testId="header-search" autoFocus={open} onSearched={() => setOpen(false)} />
      </div>
    </div>
  );
}

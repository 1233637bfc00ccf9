import { SearchRegular } from '@fluentui/react-icons/svg/search';
import { useNavigate } from '@tanstack/react-router';
import { useId, type FormEvent } from 'react';
import { SEARCH_Q_MAX } from '../../shared/api/search.ts';
import { t } from '../../strings.ts';
import './search-box.css';

const s = t.search;

/** The site-wide search box (header, drawer, and the search page itself): opens /search?q= with the words typed. */
export function SearchBox({
  initial = '',
  className,
  testId,
  onSearched,
  autoFocus,
  label = s.formLabel,
}: {
  initial?: string;
  className?: string;
  testId: string;
  onSearched?: () => void;
  autoFocus?: boolean;
  /** The search landmark's name: the header's and the search page's differ, since both are on that page. */
  label?: string;
}) {
  const navigate = useNavigate();
  const inputId = useId();

  // The field is the browser's (not held in state): what a reader types on a drawn page before the app runs stays as
  // the app takes the page over, and the form, a plain one to /search, searches without the app.
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const words = String(new FormData(e.currentTarget).get('q') ?? '').trim();
    if (!words) return;
    onSearched?.();
    void navigate({ to: '/search', search: { q: words } });
  }

  return (
    <form
      role="search"
      action="/search"
      aria-label={label}
      className={`search-box ${className ?? ''}`}
      onSubmit={submit}
      data-testid={testId}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {s.boxLabel}
      </label>
      {/* Plain elements, not Fluent's Input: the box is in the header of every page, whose first load it must not weigh on. */}
      <input
        id={inputId}
        className="search-box__input"
        type="search"
        name="q"
        defaultValue={initial}
        maxLength={SEARCH_Q_MAX}
        placeholder={s.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        autoFocus={autoFocus}
      />
      <button type="submit" className="search-box__submit" aria-label={s.submit}>
        <SearchRegular aria-hidden="true" />
      </button>
    </form>
  );
}

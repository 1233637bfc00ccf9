import { useNavigate, type NavigateOptions } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';

/**
 * The filter form of a list whose filter lives in the address: the keyword as typed (sent on submit), and `go` for
 * the selects, which navigate at once.
 */
export function useListFilter<Filter extends { keyword?: string }>(to: NavigateOptions['to'], filter: Filter) {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(filter.keyword ?? '');
  // Back/forward or a reset link changes the address under the form: the box follows it (set while rendering, as React
  // advises for state derived from a prop, so no frame shows the old text).
  const [shown, setShown] = useState(filter.keyword);
  if (shown !== filter.keyword) {
    setShown(filter.keyword);
    setKeyword(filter.keyword ?? '');
  }

  // Merged with the address as it is when the change happens, so quick successive changes keep each other; a new filter starts at page 1.
  const go = (next: Partial<Filter>) => {
    const search = (prev: Record<string, unknown>) =>
      Object.fromEntries(Object.entries({ ...prev, ...next, page: undefined }).filter(([, v]) => v !== undefined && v !== '')) as Filter;
    // The search is the list's own, `Filter` (its route's validateSearch reads it back); the router's types cannot tell
    // which list `to` names, so they are told nothing here.
    void navigate({ to, search: search as never });
  };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    go({ keyword: keyword.trim() || undefined } as Partial<Filter>);
  };
  return { keyword, setKeyword, go, onSearch };
}

/** What FilterBar reads of useListFilter: the keyword box and the search. */
export type ListFilter = Pick<ReturnType<typeof useListFilter>, 'keyword' | 'setKeyword' | 'onSearch'>;

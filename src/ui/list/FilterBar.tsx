import { Button } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { KeywordField } from './KeywordField.tsx';
import type { ListFilter } from './useListFilter.ts';

/**
 * A list's filter bar (class `block`), its filter in the address (useListFilter): the keyword box, sent with 搜索;
 * `children`, the selects, which navigate at once; and when the list is filtered the link back to it unfiltered (this
 * page without its search). Its parts are `{block}__keyword`, `{block}__actions` and `{block}__reset`.
 */
export function FilterBar({
  block,
  texts,
  testId,
  filter,
  filtered,
  children,
}: {
  block: string;
  texts: { filters: string; keyword: string; keywordPlaceholder: string; search: string; reset: string };
  testId: string;
  filter: ListFilter;
  filtered: boolean;
  children: ReactNode;
}) {
  return (
    <form className={block} role="search" aria-label={texts.filters} onSubmit={filter.onSearch} data-testid={testId}>
      <KeywordField
        label={texts.keyword}
        placeholder={texts.keywordPlaceholder}
        className={`${block}__keyword`}
        value={filter.keyword}
        onChange={filter.setKeyword}
      />
      {children}
      <div className={`${block}__actions`}>
        <Button type="submit" appearance="primary" icon={<SearchRegular />}>
          {texts.search}
        </Button>
        {filtered && (
          <Link to="." search={{}} className={`${block}__reset`}>
            {texts.reset}
          </Link>
        )}
      </div>
    </form>
  );
}

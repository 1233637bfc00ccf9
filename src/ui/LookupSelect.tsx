import { Button, Input } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronLeftRegular, ChevronRightRegular, DismissRegular } from '@fluentui/react-icons';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { t } from '../strings.ts';
import './lookup-select.css';

export const LOOKUP_PAGE_SIZE = 10;

// Any record; its fields are read by name (labelField, valueField).
export type LookupOption = object;

const field = (option: LookupOption, name: string): unknown => (option as Record<string, unknown>)[name];

/** The text shown for an option: its label fields' values joined by a space. */
export function optionLabel(option: LookupOption, labelField: string | readonly string[] = 'name'): string {
  const fields = typeof labelField === 'string' ? [labelField] : labelField;
  return fields
    .map((f) => field(option, f))
    .filter((v) => v !== undefined && v !== null && v !== '')
    .map(String)
    .join(' ');
}

export interface LookupPage<T> {
  /** the options on this page */
  items: T[];
  /** the page shown, clamped into 1..pages */
  page: number;
  pages: number;
  /** how many options match the typed text */
  total: number;
  /** pagination shows only when there is more than one page */
  showPager: boolean;
}

/**
 * The spec's lookup-select rule: keep the options whose first label field contains the typed text
 * (ignoring case and surrounding spaces), then cut them into pages of `pageSize`.
 */
export function filterLookupOptions<T extends LookupOption>(
  options: readonly T[],
  query: string,
  page = 1,
  labelField: string | readonly string[] = 'name',
  pageSize = LOOKUP_PAGE_SIZE,
): LookupPage<T> {
  const first = typeof labelField === 'string' ? labelField : (labelField[0] ?? 'name');
  const needle = query.trim().toLocaleLowerCase();
  const matches = needle
    ? options.filter((o) =>
        String(field(o, first) ?? '')
          .toLocaleLowerCase()
          .includes(needle),
      )
    : [...options];
  const size = Math.max(1, Math.floor(pageSize));
  const pages = Math.max(1, Math.ceil(matches.length / size));
  const current = Math.min(Math.max(1, Math.floor(Number.isFinite(page) ? page : 1)), pages);
  return {
    items: matches.slice((current - 1) * size, current * size),
    page: current,
    pages,
    total: matches.length,
    showPager: pages > 1,
  };
}

export interface LookupSelectProps<T extends LookupOption> {
  options: readonly T[];
  /** the selected option's value field, or undefined for none */
  value: string | number | undefined;
  onChange: (value: string | number | undefined, option: T | undefined) => void;
  /** field(s) shown as the option's text; the first one is matched against what is typed */
  labelField?: string | readonly string[];
  valueField?: string;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

/**
 * A select over a lookup list: type to filter, 10 options a page, a clear button.
 * Keyboard: ↓/↑ move, Enter picks, Esc closes, PageDown/PageUp turn the page.
 */
export function LookupSelect<T extends LookupOption>({
  options,
  value,
  onChange,
  labelField = 'name',
  valueField = 'id',
  placeholder,
  disabled,
  id,
  'data-testid': testId,
  ...aria
}: LookupSelectProps<T>) {
  const baseId = useId();
  const listId = `${baseId}-list`;
  const selected = useMemo(
    () => options.find((o) => value !== undefined && String(field(o, valueField)) === String(value)),
    [options, value, valueField],
  );
  const selectedLabel = selected ? optionLabel(selected, labelField) : '';
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null); // null: not typing, show the selection
  const [page, setPage] = useState(1);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const view = filterLookupOptions(options, query ?? '', page, labelField);
  const activeIndex = Math.min(active, Math.max(0, view.items.length - 1));

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  function openAt(startPage = 1) {
    if (disabled) return;
    setPage(startPage);
    setActive(0);
    setOpen(true);
  }
  function close() {
    setOpen(false);
    setQuery(null);
  }
  function pick(option: T | undefined) {
    onChange(option ? (field(option, valueField) as string | number) : undefined, option);
    close();
  }
  function turn(to: number) {
    setPage(Math.min(Math.max(1, to), view.pages));
    setActive(0);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open) {
          const at = selected ? options.indexOf(selected) : -1;
          openAt(at >= 0 ? Math.floor(at / LOOKUP_PAGE_SIZE) + 1 : 1);
        } else setActive(Math.min(activeIndex + 1, view.items.length - 1));
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (open) setActive(Math.max(activeIndex - 1, 0));
        break;
      case 'PageDown':
        if (open) {
          e.preventDefault();
          turn(view.page + 1);
        }
        break;
      case 'PageUp':
        if (open) {
          e.preventDefault();
          turn(view.page - 1);
        }
        break;
      case 'Enter':
        if (open) {
          e.preventDefault();
          if (view.items[activeIndex]) pick(view.items[activeIndex]);
        }
        break;
      case 'Escape':
        if (open) {
          e.preventDefault();
          e.stopPropagation();
          close();
        }
        break;
      case 'Tab':
        close();
        break;
    }
  }

  const optionId = (i: number) => `${baseId}-opt-${i}`;
  const showClear = !disabled && (selected !== undefined || (query ?? '') !== '');

  return (
    <div className="lookup" ref={rootRef} data-testid={testId}>
      <Input
        id={id}
        ref={inputRef}
        className="lookup__input"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && view.items.length ? optionId(activeIndex) : undefined}
        autoComplete="off"
        disabled={disabled}
        placeholder={placeholder}
        value={query ?? selectedLabel}
        onChange={(_, d) => {
          setQuery(d.value);
          setPage(1);
          setActive(0);
          setOpen(true);
        }}
        onClick={() => (open ? undefined : openAt())}
        onKeyDown={onKeyDown}
        {...aria}
        contentAfter={
          <span className="lookup__buttons">
            {showClear && (
              <Button
                appearance="transparent"
                size="small"
                icon={<DismissRegular />}
                aria-label={t.alumniSearch.lookup.clear}
                data-testid={testId ? `${testId}-clear` : undefined}
                onClick={() => {
                  pick(undefined);
                  inputRef.current?.focus();
                }}
              />
            )}
            <Button
              appearance="transparent"
              size="small"
              tabIndex={-1}
              icon={<ChevronDownRegular />}
              aria-label={t.alumniSearch.lookup.open}
              disabled={disabled}
              onClick={() => {
                if (open) close();
                else openAt();
                inputRef.current?.focus();
              }}
            />
          </span>
        }
      />
      {open && (
        // Pointer presses inside the panel keep the focus in the input.
        <div className="lookup__panel" onMouseDown={(e) => e.preventDefault()}>
          <ul id={listId} role="listbox" className="lookup__list" aria-label={aria['aria-label']} aria-labelledby={aria['aria-labelledby']}>
            {view.items.map((option, i) => {
              const isSelected = selected === option;
              return (
                <li
                  key={String(field(option, valueField))}
                  id={optionId(i)}
                  role="option"
                  aria-selected={isSelected}
                  className={`lookup__option${i === activeIndex ? ' lookup__option--active' : ''}${isSelected ? ' lookup__option--selected' : ''}`}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => pick(option)}
                >
                  {optionLabel(option, labelField)}
                </li>
              );
            })}
          </ul>
          {view.total === 0 && <p className="lookup__empty">{t.alumniSearch.lookup.noMatch}</p>}
          {view.showPager && (
            <div className="lookup__pager" data-testid={testId ? `${testId}-pager` : undefined}>
              <PagerButton
                icon={<ChevronLeftRegular />}
                label={t.alumniSearch.lookup.prev}
                to={view.page - 1}
                pages={view.pages}
                turn={turn}
              />
              <span aria-live="polite">{t.alumniSearch.lookup.page(view.page, view.pages)}</span>
              <PagerButton
                icon={<ChevronRightRegular />}
                label={t.alumniSearch.lookup.next}
                to={view.page + 1}
                pages={view.pages}
                turn={turn}
              />
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** 上一页 or 下一页 of the panel, out of the tab order (the arrow keys page from the input); off where `to` is past the ends. */
function PagerButton({
  icon,
  label,
  to,
  pages,
  turn,
}: {
  icon: ReactElement;
  label: string;
  to: number;
  pages: number;
  turn: (page: number) => void;
}) {
  return (
    <Button
      size="small"
      appearance="subtle"
      tabIndex={-1}
      icon={icon}
      aria-label={label}
      disabled={to < 1 || to > pages}
      onClick={() => turn(to)}
    />
  );
}

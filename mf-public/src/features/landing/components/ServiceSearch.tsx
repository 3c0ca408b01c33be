import type { ServiceSuggestion } from '@lexa/common';
import { searchServices } from '@lexa/common/catalogue';
import { useMemo, useRef, type KeyboardEvent } from 'react';
import { LineIcon } from '../../../shared/components/LineIcon';

export interface ServiceSearchProps {
  query: string;
  onQueryChange(query: string): void;
  onPick(service: ServiceSuggestion): void;
}

/**
 * The service search: up to 20 matches by label or message; Enter picks the first, Escape clears and closes. The
 * arrow keys walk from the box through the results and back (each result is a button, so Enter opens it).
 */
export function ServiceSearch({ query, onQueryChange, onPick }: ServiceSearchProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const results = useMemo(() => searchServices(query), [query]);
  const active = query.trim() !== '';

  const close = () => {
    onQueryChange('');
    inputRef.current?.blur();
  };

  /** Moves the focus `step` places along the box (position -1) and the results; past either end it stays. */
  const walk = (from: number, step: number) => {
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const to = Math.min(Math.max(from + step, -1), buttons.length - 1);
    (to < 0 ? inputRef.current : buttons[to])?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && results.length) {
      event.preventDefault();
      onPick(results[0]);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      walk(-1, 1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  const onResultKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step) {
      event.preventDefault();
      walk(index, step);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="lexa-landing-search">
      <div className="lexa-landing-search-box">
        <LineIcon>
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </LineIcon>
        <input
          ref={inputRef}
          type="text"
          className="lexa-landing-search-input"
          placeholder="Search legal services..."
          aria-label="Search legal services"
          autoComplete="off"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {query && (
          <button
            type="button"
            className="lexa-landing-search-clear"
            aria-label="Clear search"
            onClick={() => onQueryChange('')}
          >
            ×
          </button>
        )}
      </div>
      {active && (
        <div className="lexa-landing-results" role="region" aria-label="Search results">
          {results.length ? (
            <ul ref={listRef} className="lexa-landing-result-list">
              {results.map((service, index) => (
                <li key={service.label}>
                  <button
                    type="button"
                    className="lexa-landing-result"
                    onClick={() => onPick(service)}
                    onKeyDown={onResultKeyDown(index)}
                  >
                    <span className="lexa-landing-result-label">{service.label}</span>
                    <span className="lexa-landing-result-message">{service.message}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="lexa-landing-empty">{`No legal services found for "${query.trim()}"`}</p>
          )}
        </div>
      )}
    </div>
  );
}

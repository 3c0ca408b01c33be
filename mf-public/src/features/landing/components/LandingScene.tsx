import type { ServiceSuggestion } from '@lexa/common';
import type { ReactNode } from 'react';
import { LANDING_CSS } from './landing-styles';
import { ServiceColumns } from './ServiceColumns';
import { ServiceSearch } from './ServiceSearch';

export interface LandingSceneProps {
  query: string;
  onQueryChange(query: string): void;
  onPick(service: ServiceSuggestion): void;
  /** The centred title, shown until the chat opens in its place. */
  showTitle: boolean;
  onNavigate(path: string): void;
  /** The chat, drawn over the scene. */
  children?: ReactNode;
}

/**
 * Everything on the landing page but the chat: header links, the service search and the scrolling service columns.
 * Plain markup with its CSS inline, so the build can also render it to static HTML that paints before any script runs
 * (mf-public/prerender-landing.tsx).
 */
export function LandingScene({ query, onQueryChange, onPick, showTitle, onNavigate, children }: LandingSceneProps) {
  return (
    <div className="lexa-landing">
      <style>{LANDING_CSS}</style>
      <header className="lexa-landing-header">
        <span className="lexa-landing-brand">Lexa</span>
        <nav className="lexa-landing-nav">
          <button
            type="button"
            className="lexa-landing-link"
            data-primary="true"
            onClick={() => onNavigate('/client/request')}
          >
            Post a Request
          </button>
          <button type="button" className="lexa-landing-link" onClick={() => onNavigate('/client/login')}>
            Sign in
          </button>
          <button type="button" className="lexa-landing-link" onClick={() => onNavigate('/client/create-account')}>
            Create account
          </button>
        </nav>
      </header>
      <ServiceSearch query={query} onQueryChange={onQueryChange} onPick={onPick} />
      <main className="lexa-landing-stage" data-blurred={query.trim() !== ''} data-testid="landing-stage">
        <ServiceColumns
          onPick={onPick}
          centre={
            showTitle && (
              <div className="lexa-landing-title" data-testid="landing-title">
                <h1 className="lexa-landing-title-main">Meet Lexa</h1>
                <p className="lexa-landing-title-sub">Your AI Legal Assistant</p>
              </div>
            )
          }
        />
      </main>
      {children}
    </div>
  );
}

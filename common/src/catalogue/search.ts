import { SERVICES } from './services';
import type { ServiceSuggestion } from './topics';

/** The landing page shows at most this many results (public spec §9). */
export const SEARCH_RESULTS_LIMIT = 20;

/**
 * Case-insensitive search over each suggestion's label and message (public spec §2). Every word of the query must
 * appear, so "llc delaware" finds "Delaware LLC Formation"; a blank query finds nothing. Label matches come first,
 * because Enter picks the first result and a visitor typing a service name expects that service.
 */
export function searchServices(query: string, limit = SEARCH_RESULTS_LIMIT): ServiceSuggestion[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!terms.length || limit <= 0) return [];
  const ranked: { service: ServiceSuggestion; rank: number }[] = [];
  for (const service of SERVICES) {
    const label = service.label.toLowerCase();
    const text = `${label}\n${service.message.toLowerCase()}`;
    if (!terms.every((term) => text.includes(term))) continue;
    const labelTerms = terms.filter((term) => label.includes(term)).length;
    ranked.push({ service, rank: labelTerms === terms.length ? 0 : labelTerms > 0 ? 1 : 2 });
  }
  // Array.prototype.sort is stable, so ties keep the catalogue's order.
  return ranked
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map(({ service }) => service);
}

/** A MediaQueryList for `query` that answers `matches` and never changes (jsdom has no layout to watch). */
export function staticMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  };
}

/** Makes antd's responsive hooks see a viewport `width` px wide (jsdom's own matchMedia matches nothing). */
export function setViewportWidth(width: number): void {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return staticMediaQueryList(query, (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])));
  };
}

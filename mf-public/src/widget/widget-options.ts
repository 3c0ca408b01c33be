/** What the embedding page sets on the script tag; shared by the launcher and the widget module (types only). */
export interface WidgetOptions {
  /** The API (and product) origin: `data-api-origin`, else the script's own origin. */
  apiOrigin: string;
  /** `data-position`: where the open chat sits. */
  position: 'bottom-right' | 'centered';
  /** `data-preset`: a chat preset that fills the first message. */
  preset?: string;
}

/** The full widget module's interface, loaded by the launcher on first hover, focus or click. */
export interface WidgetModule {
  /** `container` is the launcher's element inside the shadow root, emptied of its button. */
  mountWidget(container: HTMLElement, options: WidgetOptions): void;
}

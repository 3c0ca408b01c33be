/**
 * The full embeddable widget, loaded by the launcher: React, a tree-shaken antd and the chat, bundled (not federated)
 * and mounted inside the launcher's shadow root. antd's CSS-in-JS styles and popups go into that shadow root too, so
 * the host page's CSS cannot reach the widget and the widget's cannot leak out.
 */
import { StyleProvider } from '@ant-design/cssinjs';
import { QueryProvider, setApiOrigin } from '@lexa/common';
import { ConfigProvider } from 'antd';
import { createRoot } from 'react-dom/client';
import { ChatWidget } from '../features/chat/components/ChatWidget';
import type { WidgetOptions } from './widget-options';

/** Mounts the chat, open, in `container` (inside a shadow root); every API call goes to `apiOrigin`. */
export function mountWidget(container: HTMLElement, { apiOrigin, position, preset }: WidgetOptions): void {
  setApiOrigin(apiOrigin);
  const shadowRoot = container.getRootNode() as ShadowRoot;
  createRoot(container).render(
    <QueryProvider>
      <StyleProvider container={shadowRoot}>
        <ConfigProvider getPopupContainer={() => container}>
          <ChatWidget layout={position === 'centered' ? 'centered' : 'floating'} defaultOpen preset={preset} />
        </ConfigProvider>
      </StyleProvider>
    </QueryProvider>,
  );
}

import { ConfigProvider, theme, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { ToastProvider } from './toasts';

export const lexaTheme: ThemeConfig = {
  token: { colorPrimary: '#1f4e79', borderRadius: 8, fontFamily: 'inherit' },
};

export interface UiProvidersProps {
  children: ReactNode;
}

/** The text base antd's `App` would set, without its toast and modal code on every page. */
function ThemedText({ children }: UiProvidersProps) {
  const { token } = theme.useToken();
  return (
    <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight }}>{children}</div>
  );
}

/**
 * antd's theme and the page's toasts for a screen built with antd (`useToasts`).
 * It lives in its own entry (`@lexa/common/ui`) so screens without antd, like the landing page, never load antd.
 */
export function UiProviders({ children }: UiProvidersProps) {
  return (
    <ConfigProvider theme={lexaTheme}>
      <ToastProvider>
        <ThemedText>{children}</ThemedText>
      </ToastProvider>
    </ConfigProvider>
  );
}

import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';

export const lexaTheme: ThemeConfig = {
  token: { colorPrimary: '#1f4e79', borderRadius: 8, fontFamily: 'inherit' },
};

export interface UiProvidersProps {
  children: ReactNode;
}

/**
 * antd's theme and toast context for a screen built with antd: one toast at a time, shown 5 s (public spec §9).
 * It lives in its own entry (`@lexa/common/ui`) so screens without antd, like the landing page, never load antd.
 */
export function UiProviders({ children }: UiProvidersProps) {
  return (
    <ConfigProvider theme={lexaTheme}>
      <AntApp notification={{ maxCount: 1, duration: 5 }} message={{ maxCount: 1, duration: 5 }}>
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

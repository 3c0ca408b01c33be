import { theme } from 'antd';
import type { ReactNode } from 'react';

export interface SignInPanelProps {
  title: string;
  subtitle: ReactNode;
  testId?: string;
  /** Drawn above the title inside the panel (the public sign-in page's link home). */
  top?: ReactNode;
  /** Drawn under the panel (a link back home). */
  below?: ReactNode;
  children: ReactNode;
}

/**
 * The centred panel of the three sign-in pages, drawn with antd's theme tokens but not its Card and Typography: those
 * two pull in Tabs, Menu, Dropdown, Tooltip and TextArea, about 37 KB on the wire of a page that only needs a form.
 */
export function SignInPanel({ title, subtitle, testId, top, below, children }: SignInPanelProps) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: token.margin,
        padding: token.padding,
        boxSizing: 'border-box',
      }}
    >
      <section
        data-testid={testId}
        style={{
          width: '100%',
          maxWidth: 420,
          boxSizing: 'border-box',
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        {top}
        <h1
          style={{
            margin: `0 0 ${token.marginXS}px`,
            fontSize: token.fontSizeHeading3,
            lineHeight: token.lineHeightHeading3,
            fontWeight: token.fontWeightStrong,
            color: token.colorTextHeading,
          }}
        >
          {title}
        </h1>
        <p style={{ margin: `0 0 ${token.margin}px`, color: token.colorTextSecondary }}>{subtitle}</p>
        {children}
      </section>
      {below}
    </div>
  );
}

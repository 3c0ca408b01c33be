import { theme } from 'antd';
import type { ComponentPropsWithRef, ReactNode } from 'react';

export interface PlainCardProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The title bar's text; without it the card is the body alone. */
  title?: ReactNode;
  /** Drawn at the right of the title (a status tag, a link). */
  extra?: ReactNode;
}

/**
 * antd Card's look (a bordered box with a title bar) drawn with the theme tokens. Card itself brings Tabs, Dropdown and
 * the Form store for its tab list and variants: about 15 KB on the wire of a list page that needs none of them.
 */
export function PlainCard({ title, extra, style, children, ...rest }: PlainCardProps) {
  const { token } = theme.useToken();
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <div
      {...rest}
      style={{
        position: 'relative',
        boxSizing: 'border-box',
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        background: token.colorBgContainer,
        border,
        borderRadius: token.borderRadiusLG,
        ...style,
      }}
    >
      {title !== undefined && (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            minHeight: token.fontSizeLG * token.lineHeightLG + token.padding * 2,
            marginBottom: -1,
            padding: `0 ${token.paddingLG}px`,
            color: token.colorTextHeading,
            fontWeight: token.fontWeightStrong,
            fontSize: token.fontSizeLG,
            borderBottom: border,
          }}
        >
          <div style={{ flex: 1, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>{title}</div>
          {extra && (
            <div
              style={{ marginInlineStart: 'auto', color: token.colorText, fontWeight: 400, fontSize: token.fontSize }}
            >
              {extra}
            </div>
          )}
        </div>
      )}
      <div style={{ padding: token.paddingLG }}>{children}</div>
    </div>
  );
}

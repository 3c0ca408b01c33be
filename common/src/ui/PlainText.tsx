import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/*
 * antd Typography's look for text that is only shown, drawn with the theme tokens. Typography itself carries its
 * copy, edit and ellipsis machinery (Tooltip, TextArea and, through them, the Form store): about 12 KB on the wire
 * of a dashboard's first load, 19 KB where nothing else needs a Tooltip.
 */

export interface PlainTextProps {
  strong?: boolean;
  type?: 'secondary';
  /** One line, cut with "…" when it does not fit. */
  ellipsis?: boolean;
  style?: CSSProperties;
  'data-testid'?: string;
  children: ReactNode;
}

type Token = ReturnType<typeof theme.useToken>['token'];

const textBase = (token: Token): CSSProperties => ({
  color: token.colorText,
  wordBreak: 'break-word',
  lineHeight: token.lineHeight,
});

/** Typography.Text: a span, bold with `strong`, muted with `type="secondary"`. */
export function PlainText({ strong, type, ellipsis, style, 'data-testid': testId, children }: PlainTextProps) {
  const { token } = theme.useToken();
  return (
    <span
      data-testid={testId}
      style={{
        ...textBase(token),
        ...(type === 'secondary' && { color: token.colorTextDescription }),
        ...(ellipsis && {
          display: 'inline-block',
          maxWidth: '100%',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
          verticalAlign: 'bottom',
        }),
        ...style,
      }}
    >
      {strong ? <strong style={{ fontWeight: token.fontWeightStrong }}>{children}</strong> : children}
    </span>
  );
}

export interface PlainTitleProps {
  level: 1 | 2 | 3 | 4 | 5;
  style?: CSSProperties;
  'data-testid'?: string;
  children: ReactNode;
}

/** Typography.Title: a heading of the given level in the theme's heading size. */
export function PlainTitle({ level, style, 'data-testid': testId, children }: PlainTitleProps) {
  const { token } = theme.useToken();
  const Heading = `h${level}` as const;
  return (
    <Heading
      data-testid={testId}
      style={{
        ...textBase(token),
        marginBottom: '0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token[`fontSizeHeading${level}`],
        lineHeight: token[`lineHeightHeading${level}`],
        ...style,
      }}
    >
      {children}
    </Heading>
  );
}

export interface PlainParagraphProps {
  style?: CSSProperties;
  children: ReactNode;
}

/** Typography.Paragraph: a block of text with a 1em gap under it. */
export function PlainParagraph({ style, children }: PlainParagraphProps) {
  const { token } = theme.useToken();
  return <div style={{ ...textBase(token), marginBottom: '1em', ...style }}>{children}</div>;
}

import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler, type To } from '@lexa/router';

export interface ButtonLinkProps extends Omit<ButtonProps, 'href' | 'onClick'> {
  to: To;
}

/** An antd button that is a real link (open in new tab, copy address) yet navigates inside the app. */
export function ButtonLink({ to, ...buttonProps }: ButtonLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLElement>(to);
  return <Button {...buttonProps} href={href} onClick={handleClick} />;
}

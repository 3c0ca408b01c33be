import { Result } from 'antd';
import { Link } from 'react-router-dom';

export interface ScreenInPreparationProps {
  title: string;
}

/** An honest stand-in for a screen whose route exists but whose content is still being built. */
export function ScreenInPreparation({ title }: ScreenInPreparationProps) {
  return (
    <Result
      data-testid="screen-in-preparation"
      status="info"
      title={title}
      subTitle="This screen is being prepared. Please check back soon."
      extra={<Link to="/">Back to home</Link>}
    />
  );
}

import { Link } from '@lexa/router';
import { PlainScreen, primaryActionStyle } from './PlainScreen';

export function NotFound() {
  return (
    <PlainScreen
      testId="not-found"
      title="Page not found"
      text="Sorry, the page you are looking for does not exist."
      action={
        <Link to="/" style={primaryActionStyle}>
          Back to Home
        </Link>
      }
    />
  );
}

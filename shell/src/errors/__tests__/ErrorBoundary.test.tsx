import { render, screen } from '@testing-library/react';
import { BrandPlaceholder } from '../../screens/BrandPlaceholder';
import { ErrorBoundary } from '../ErrorBoundary';

const Crashing = (): never => {
  throw new Error('boom');
};

describe('ErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the plain product-name fallback when rendering crashes, and logs the crash', () => {
    render(
      <ErrorBoundary fallback={<BrandPlaceholder testId="crash-fallback" />}>
        <Crashing />
      </ErrorBoundary>,
    );
    expect(screen.getByTestId('crash-fallback')).toHaveTextContent(/^Lexa$/);
    expect(console.error).toHaveBeenCalledWith('[lexa] render crash', expect.any(Error), expect.anything());
  });

  it('recovers when its reset key changes', () => {
    const { rerender } = render(
      <ErrorBoundary fallback={<p>fallback</p>} resetKey="a">
        <Crashing />
      </ErrorBoundary>,
    );
    expect(screen.getByText('fallback')).toBeInTheDocument();
    rerender(
      <ErrorBoundary fallback={<p>fallback</p>} resetKey="b">
        <p>content</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('content')).toBeInTheDocument();
  });
});

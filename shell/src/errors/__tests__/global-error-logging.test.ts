import '../global-error-logging';

describe('global error logging', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('logs uncaught errors and keeps them from surfacing', () => {
    const error = new Error('uncaught');
    const event = new ErrorEvent('error', { error, message: 'uncaught', cancelable: true });
    window.dispatchEvent(event);
    expect(console.error).toHaveBeenCalledWith('[lexa] uncaught error', error);
    expect(event.defaultPrevented).toBe(true);
  });

  it('logs unhandled rejections and keeps them from surfacing', () => {
    const event = new Event('unhandledrejection', { cancelable: true });
    Object.assign(event, { reason: 'nope' });
    window.dispatchEvent(event);
    expect(console.error).toHaveBeenCalledWith('[lexa] unhandled rejection', 'nope');
    expect(event.defaultPrevented).toBe(true);
  });
});

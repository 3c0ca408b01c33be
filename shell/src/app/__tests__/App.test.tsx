import { act, render, screen, waitFor } from '@testing-library/react';
import { clientApi, STORAGE_KEYS, useSession } from '@lexa/common';
import type { ComponentType } from 'react';
import { TestQueryProvider } from '@lexa/testing';
import { loadRemoteApp } from '../../remotes/remote-loader';
import { App } from '../App';

jest.mock('../../remotes/remote-loader', () => ({ loadRemoteApp: jest.fn() }));
const mockedLoadRemoteApp = jest.mocked(loadRemoteApp);

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<App />, { wrapper: TestQueryProvider });
}

const remoteShowing = (text: string): Promise<{ default: ComponentType }> =>
  Promise.resolve({ default: () => <p>{text}</p> });

beforeEach(() => {
  mockedLoadRemoteApp.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  useSession.setState({ status: 'anonymous', user: null });
});
afterEach(() => jest.restoreAllMocks());

// First: each remote's lazy component is loaded once per module, as in a page.
describe('the static landing the server puts in front of the app', () => {
  const staticLanding = () => document.getElementById('lexa-prerendered');
  beforeEach(() => {
    const markup = document.createElement('div');
    markup.id = 'lexa-prerendered';
    markup.textContent = 'Meet Lexa';
    document.body.prepend(markup);
  });
  afterEach(() => staticLanding()?.remove());

  it('stays on screen instead of the placeholder while the remote loads, and goes as the remote draws', async () => {
    let draw: (module: { default: ComponentType }) => void = () => undefined;
    mockedLoadRemoteApp.mockImplementation(() => new Promise((resolve) => (draw = resolve)));
    renderAt('/');
    expect(screen.queryByTestId('loading-placeholder')).toBeNull();
    expect(staticLanding()).toHaveTextContent('Meet Lexa');

    await act(async () => draw({ default: () => <p>landing</p> }));
    expect(screen.getByText('landing')).toBeInTheDocument();
    expect(staticLanding()).toBeNull();
  });

  it('goes when the remote cannot load, for the friendly fallback', async () => {
    mockedLoadRemoteApp.mockImplementation(() => Promise.reject(new Error('network down')));
    // The shell treats static markup alike on any path (the remote's lazy component is cached per page load).
    renderAt('/client/dashboard');
    expect(await screen.findByText('This part of Lexa is temporarily unavailable')).toBeInTheDocument();
    expect(staticLanding()).toBeNull();
  });
});

describe('shell', () => {
  it('mounts the remote that owns the path', async () => {
    mockedLoadRemoteApp.mockImplementation((remote) => remoteShowing(`remote ${remote}`));
    renderAt('/admin/dashboard');
    expect(await screen.findByText('remote mf-admin')).toBeInTheDocument();
    expect(mockedLoadRemoteApp).toHaveBeenCalledWith('mf-admin');
  });

  it('shows the loading placeholder while a remote loads', () => {
    mockedLoadRemoteApp.mockImplementation(() => new Promise(() => undefined));
    renderAt('/attorney/login');
    expect(screen.getByTestId('loading-placeholder')).toHaveTextContent('Lexa');
  });

  it('shows a friendly fallback in the area of a remote that cannot load', async () => {
    mockedLoadRemoteApp.mockImplementation(() => Promise.reject(new Error('network down')));
    renderAt('/client/dashboard');
    expect(await screen.findByText('This part of Lexa is temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the not-found screen for unknown paths', () => {
    renderAt('/no/such/page');
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(mockedLoadRemoteApp).not.toHaveBeenCalled();
  });

  it.each([
    ['/request', '/client/request'],
    [
      '/login?email=a%40b.co&returnTo=%2Fclient%2Frequest-submission',
      '/client/login?email=a%40b.co&returnTo=%2Fclient%2Frequest-submission',
    ],
    ['/dashboard', '/client/dashboard'],
  ])('redirects %s to %s keeping the query', async (from, to) => {
    mockedLoadRemoteApp.mockImplementation(() => remoteShowing('remote'));
    renderAt(from);
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe(to));
  });
});

describe('session check on load', () => {
  it('clears an invalid stored token', async () => {
    localStorage.setItem(STORAGE_KEYS.clientToken, 'stale');
    jest.spyOn(clientApi, 'get').mockRejectedValue(Object.assign(new Error('401'), { response: { status: 401 } }));
    mockedLoadRemoteApp.mockImplementation(() => remoteShowing('remote'));
    await act(async () => {
      renderAt('/');
    });
    await waitFor(() => expect(useSession.getState().status).toBe('anonymous'));
    expect(localStorage.getItem(STORAGE_KEYS.clientToken)).toBeNull();
  });

  it('keeps a valid token and loads the user', async () => {
    localStorage.setItem(STORAGE_KEYS.clientToken, 'good');
    const user = {
      id: 'u1',
      firstName: 'Casey',
      lastName: 'M',
      email: 'c@x.co',
      username: 'c@x.co',
      isAdmin: false,
      isAttorney: false,
    };
    const get = jest.spyOn(clientApi, 'get').mockResolvedValue({ data: { user } });
    mockedLoadRemoteApp.mockImplementation(() => remoteShowing('remote'));
    await act(async () => {
      renderAt('/');
    });
    await waitFor(() => expect(useSession.getState().user).toEqual(user));
    expect(get).toHaveBeenCalledWith('/api/auth/me');
    expect(localStorage.getItem(STORAGE_KEYS.clientToken)).toBe('good');
  });
});

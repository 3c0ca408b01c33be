/// <reference types="jest" />
// The global `jest` (not the @jest/globals import): only it gets jest.mock hoisted above the imports by @swc/jest.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { PRESET_MESSAGES } from '@lexa/common';
import { SERVICES, searchServices } from '@lexa/common/catalogue';
import { renderScreen } from '@lexa/testing';
import { advance, bodiesPosted, mockChatApi, settle, ui } from '../../chat/__tests__/chat-test-kit';
import { renderToStaticMarkup } from 'react-dom/server';
import { LandingPage } from '../components/LandingPage';
import { LandingScene } from '../components/LandingScene';

jest.mock('../../chat/api/geo-lookup', () => ({
  lookupGeo: jest.fn(async () => ({
    ip: '',
    city: 'Development',
    country: 'Local',
    country_code: '',
    flag_emoji: '🌐',
  })),
}));

const searchBox = () => screen.getByRole('textbox', { name: 'Search legal services' });
const results = () => within(screen.getByRole('region', { name: 'Search results' }));
const location = () => new URL(screen.getByTestId('location').textContent!, 'http://localhost');
const widget = () => screen.getByTestId('chat-widget');
const chatInput = () => within(widget()).getByRole('textbox', { name: 'Message' });

async function renderLanding(path = '/') {
  const post = mockChatApi();
  renderScreen(<LandingPage />, path);
  await settle();
  return post;
}

/** Lets the chat open (1 s), load and initialise. */
async function openChat() {
  await advance(1000);
  await settle();
}

/** Navigation happens in the handler itself; fireEvent keeps it inside act (the ui helpers are for the chat's calls). */
const clickToNavigate = (element: Element) => fireEvent.click(element);

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('LandingPage: search', () => {
  it('finds services case-insensitively by label and message, at most 20', async () => {
    await renderLanding();
    await ui.type(searchBox(), 'TRADEMARK');
    const found = results().getAllByRole('button');
    expect(found.length).toBeGreaterThan(3);
    expect(found.length).toBeLessThanOrEqual(20);
    for (const button of found) expect(button.textContent!.toLowerCase()).toContain('trademark');

    await ui.type(searchBox(), '{Control>}a{/Control}{Backspace}e');
    expect(results().getAllByRole('button')).toHaveLength(20);
  });

  it('walks the results with the arrow keys; Enter opens the one in focus', async () => {
    await renderLanding();
    await ui.type(searchBox(), 'lease');
    const found = results().getAllByRole('button');
    expect(found.length).toBeGreaterThan(2);
    await ui.keyboard('{ArrowDown}');
    expect(found[0]).toHaveFocus();
    await ui.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(found[1]).toHaveFocus();
    await ui.keyboard('{ArrowUp}{ArrowUp}');
    expect(searchBox()).toHaveFocus();
    await ui.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const picked = searchServices('lease')[1]!;
    expect(location().searchParams.get('text')).toBe(picked.message);
    expect(location().searchParams.get('send')).toBe('true');
  });

  it('says when nothing matches', async () => {
    await renderLanding();
    await ui.type(searchBox(), 'zebra crossing');
    expect(results().getByText('No legal services found for "zebra crossing"')).toBeInTheDocument();
  });

  it('blurs the page and hides the chat while searching; Escape clears and closes', async () => {
    await renderLanding();
    await openChat();
    expect(widget()).toBeVisible();

    await ui.type(searchBox(), 'lease');
    expect(screen.getByTestId('landing-stage')).toHaveAttribute('data-blurred', 'true');
    expect(widget()).not.toBeVisible();

    await ui.keyboard('{Escape}');
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).not.toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();
    expect(screen.getByTestId('landing-stage')).toHaveAttribute('data-blurred', 'false');
    expect(widget()).toBeVisible();
  });

  it('goes to the chat with the first result on Enter, or the clicked one', async () => {
    await renderLanding();
    await openChat();
    await ui.type(searchBox(), 'delaware');
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    const [first, second] = searchServices('delaware');
    expect(location().pathname).toBe('/');
    expect(location().searchParams.get('text')).toBe(first.message);
    expect(location().searchParams.get('send')).toBe('true');
    expect(searchBox()).toHaveValue('');

    await ui.type(searchBox(), 'delaware');
    clickToNavigate(results().getByText(second.label));
    expect(location().searchParams.get('text')).toBe(second.message);
  });
});

describe('LandingPage: services and chat', () => {
  it('shows the faded title until the chat opens in the centre about 1 s after load', async () => {
    const post = await renderLanding();
    expect(screen.getByText('Meet Lexa')).toBeInTheDocument();
    expect(screen.getByText('Your AI Legal Assistant')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await advance(999);
    expect(screen.getByTestId('landing-title')).toBeInTheDocument();
    await advance(1);
    await settle();
    expect(screen.queryByTestId('landing-title')).not.toBeInTheDocument();
    expect(within(widget()).getByRole('region', { name: 'Chat with Lexa' })).toHaveAttribute('data-layout', 'centered');
    expect(bodiesPosted(post, 'init')).toEqual([
      expect.objectContaining({ geoData: expect.objectContaining({ city: 'Development', country: 'Local' }) }),
    ]);
  });

  it('lays out every service in four columns; a click sends its message through the chat', async () => {
    const post = await renderLanding();
    const columns = screen.getAllByTestId('service-column');
    expect(columns).toHaveLength(4);
    // Each column runs its list twice for a seamless loop; the copy is hidden from assistive technology.
    const visibleLabels = columns.flatMap((column) =>
      [...column.querySelectorAll('button')]
        .filter((button) => !button.closest('[aria-hidden="true"]'))
        .map((button) => button.textContent),
    );
    expect(visibleLabels.sort()).toEqual(SERVICES.map((service) => service.label).sort());

    const service = SERVICES[5];
    clickToNavigate(within(columns[1]).getAllByText(service.label)[0]);
    expect(location().searchParams.get('text')).toBe(service.message);
    expect(location().searchParams.get('send')).toBe('true');

    await openChat();
    expect(chatInput()).toHaveValue(service.message);
    await advance(1500);
    await settle();
    expect(bodiesPosted(post, 'message')).toEqual([{ message: service.message, sessionId: expect.any(String) }]);
  });

  it('sends a preset with send=1, once', async () => {
    const post = await renderLanding('/?preset=contract-review&send=1');
    await openChat();
    expect(chatInput()).toHaveValue(PRESET_MESSAGES['contract-review']);
    await advance(1499);
    expect(bodiesPosted(post, 'message')).toEqual([]);
    await advance(1);
    await settle();
    await advance(10_000);
    expect(bodiesPosted(post, 'message')).toEqual([
      { message: PRESET_MESSAGES['contract-review'], sessionId: expect.any(String) },
    ]);
    // The link that asked for the send is gone, so a reload does not send it again.
    expect(location().pathname).toBe('/');
    expect(location().search).toBe('');
  });

  it.each([
    ['/?message=Can%20you%20help%3F', 'Can you help?'],
    ['/?text=Lease%20question&send=yes', 'Lease question'],
  ])('%s only fills the chat input', async (path, text) => {
    const post = await renderLanding(path);
    await openChat();
    await advance(5000);
    expect(chatInput()).toHaveValue(text);
    expect(bodiesPosted(post, 'message')).toEqual([]);
  });

  it('keeps the header links', async () => {
    await renderLanding();
    const nav = within(screen.getByRole('navigation'));
    clickToNavigate(nav.getByRole('button', { name: 'Post a Request' }));
    expect(location().pathname).toBe('/client/request');
  });
});

describe('LandingPage: visit log', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  const visitsPosted = (post: Awaited<ReturnType<typeof renderLanding>>) =>
    post.mock.calls.filter(([url]) => url === '/api/autosave/log-visit').map(([, body]) => body);

  it("logs the visit with the chat's session id and the location the chat starts with, once per browser session", async () => {
    const post = await renderLanding();
    await openChat();
    const [init] = bodiesPosted(post, 'init') as { sessionId: string; geoData: unknown }[];
    expect(visitsPosted(post)).toEqual([
      { referrer: '', landingUrl: 'http://localhost/', sessionId: init.sessionId, geoData: init.geoData },
    ]);
    expect(init.sessionId).toBe(localStorage.getItem('lexaSessionId'));
    expect(sessionStorage.getItem('lexaVisitLogged')).toBe('visit_landing');

    // Another landing load in the same browser session logs nothing more.
    post.mockClear();
    renderScreen(<LandingPage />, '/');
    await settle();
    expect(visitsPosted(post)).toEqual([]);
  });

  it('only warns when the visit log fails, leaves the session unmarked for the next load, and the chat still starts', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const post = mockChatApi();
    const answerChat = post.getMockImplementation()!;
    post.mockImplementation((async (url: string, body: unknown) => {
      if (url === '/api/autosave/log-visit') throw new Error('offline');
      return answerChat(url, body);
    }) as never);
    renderScreen(<LandingPage />, '/');
    await settle();
    await openChat();
    await advance(800);
    expect(warn).toHaveBeenCalledWith('Visit log failed', expect.any(Error));
    expect(sessionStorage.getItem('lexaVisitLogged')).toBeNull();
    expect(within(widget()).getAllByTestId('chat-message')[0]).toHaveTextContent('Hello from the server');
  });
});

/** Elements in order with their classes, and the text: what a visitor sees, whatever the attribute spelling. */
const outline = (root: Element) => ({
  elements: [root, ...root.querySelectorAll('*')].map((element) => `${element.tagName} ${element.className}`),
  text: root.textContent,
});

describe('LandingPage: the static markup the server sends first (prerender-landing.mjs)', () => {
  it('is what the page draws before its chat opens, so the page replaces it in place', async () => {
    await renderLanding();
    const drawn = document.querySelector('.lexa-landing')!.cloneNode(true) as Element;
    drawn.querySelector('[data-testid="chat-widget"]')!.remove();

    const ignore = () => undefined;
    const prerendered = document.createElement('div');
    prerendered.innerHTML = renderToStaticMarkup(
      <LandingScene query="" onQueryChange={ignore} onPick={ignore} showTitle onNavigate={ignore} />,
    );
    expect(outline(prerendered.firstElementChild!)).toEqual(outline(drawn));
  });
});

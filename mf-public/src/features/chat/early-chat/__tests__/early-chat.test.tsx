/// <reference types="jest" />
// The global `jest` (not the @jest/globals import): only it gets jest.mock hoisted above the imports by @swc/jest.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderScreen } from '@lexa/testing';
import { LandingPage } from '../../../landing/components/LandingPage';
import { advance, bodiesPosted, mockChatApi, renderWidget, settle } from '../../__tests__/chat-test-kit';
import { EarlyChatPanel } from '../EarlyChatPanel';
import { EARLY_CHAT_ID, EARLY_QUEUED_NOTE } from '../early-chat-dom';

jest.mock('../../api/geo-lookup', () => ({ lookupGeo: jest.fn(async () => null) }));

/** The server's page for `/`: the static landing's title, then the early chat (api/src/web/landing-page.ts). */
function serveLandingPage() {
  document.body.innerHTML = `<div class="lexa-landing-title" data-testid="landing-title"><h1>Meet Lexa</h1></div>${renderToStaticMarkup(<EarlyChatPanel />)}`;
}
/** Runs the early chat's classic script, as the page's `<script defer>` does. */
const runEarlyChatScript = () => jest.isolateModulesAsync(async () => void (await import('../early-chat-script')));

const earlyChat = () => document.getElementById(EARLY_CHAT_ID);
const earlyBox = () => earlyChat()!.querySelector('textarea')!;
const pressEnter = (element: Element) => fireEvent.keyDown(element, { key: 'Enter' });

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  serveLandingPage();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the early chat before the app', () => {
  it('opens a second after the page has loaded, in place of the title, with its message box ready', async () => {
    await runEarlyChatScript();
    expect(earlyChat()).not.toBeVisible();

    act(() => void jest.advanceTimersByTime(999));
    expect(earlyChat()).not.toBeVisible();
    act(() => void jest.advanceTimersByTime(1));
    expect(earlyChat()).toBeVisible();
    expect(screen.getByTestId('landing-title')).not.toBeVisible();
    expect(earlyBox()).toBeEnabled();
    expect(earlyBox()).toHaveFocus();
  });

  it('queues one message on Enter and shows it waiting; Shift+Enter and an empty box queue nothing', async () => {
    await runEarlyChatScript();
    act(() => void jest.advanceTimersByTime(1000));
    const region = within(earlyChat()!);

    pressEnter(earlyBox());
    expect(earlyChat()).not.toHaveAttribute('data-queued');
    fireEvent.change(earlyBox(), { target: { value: 'My landlord kept my deposit.' } });
    fireEvent.keyDown(earlyBox(), { key: 'Enter', shiftKey: true });
    expect(earlyChat()).not.toHaveAttribute('data-queued');

    pressEnter(earlyBox());
    expect(earlyChat()).toHaveAttribute('data-queued', 'My landlord kept my deposit.');
    expect(earlyBox()).toHaveValue('');
    expect(region.getByText('My landlord kept my deposit.')).toBeVisible();
    expect(region.getByRole('status')).toHaveTextContent(EARLY_QUEUED_NOTE);

    // A second message waits in the box: only one is sent on the visitor's behalf.
    fireEvent.change(earlyBox(), { target: { value: 'It was $1,200.' } });
    fireEvent.submit(earlyBox().form!);
    expect(earlyChat()).toHaveAttribute('data-queued', 'My landlord kept my deposit.');
    expect(earlyBox()).toHaveValue('It was $1,200.');
  });

  it('is taken over by the app’s chat: the queued message is sent after the welcome, the draft carries over', async () => {
    await runEarlyChatScript();
    act(() => void jest.advanceTimersByTime(1000));
    fireEvent.change(earlyBox(), { target: { value: 'My landlord kept my deposit.' } });
    pressEnter(earlyBox());
    fireEvent.change(earlyBox(), { target: { value: 'It was $1,200' } });

    const post = mockChatApi();
    renderWidget({ layout: 'centered' });
    await settle();
    // Until the app's chat is ready, it stays under the early one: one chat for eyes and screen readers.
    expect(screen.getAllByRole('region', { name: 'Chat with Lexa' })).toEqual([earlyChat()!.querySelector('section')]);

    await advance(800);
    await settle();
    expect(earlyChat()).toBeNull();
    const [region] = screen.getAllByRole('region', { name: 'Chat with Lexa' });
    expect(bodiesPosted(post, 'message')).toEqual([
      expect.objectContaining({ message: 'My landlord kept my deposit.' }),
    ]);
    expect(within(region).getByText('My landlord kept my deposit.')).toBeInTheDocument();
    expect(within(region).getByRole('textbox', { name: 'Message' })).toHaveValue('It was $1,200');
  });

  it('is dropped unseen when the landing comes before it opens; the landing’s own chat opens a second later', async () => {
    await runEarlyChatScript();
    mockChatApi();
    renderScreen(<LandingPage />, '/');
    await settle();
    expect(earlyChat()).toBeNull();
    expect(screen.queryByRole('region', { name: 'Chat with Lexa' })).not.toBeInTheDocument();

    await advance(1000);
    await settle();
    expect(screen.getByRole('region', { name: 'Chat with Lexa' })).toBeVisible();
  });

  it('gives its place to the landing’s chat at once when it opened empty: no second wait, no title', async () => {
    await runEarlyChatScript();
    act(() => void jest.advanceTimersByTime(1000));
    mockChatApi();
    renderScreen(<LandingPage />, '/');
    await settle();
    expect(earlyChat()).toBeNull();
    expect(screen.queryByText('Your AI Legal Assistant')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Chat with Lexa' })).toBeVisible();
  });

  it('stays on top of the landing’s chat while it holds the visitor’s words, until that chat is ready', async () => {
    await runEarlyChatScript();
    act(() => void jest.advanceTimersByTime(1000));
    fireEvent.change(earlyBox(), { target: { value: 'My employer has not paid me' } });
    mockChatApi();
    renderScreen(<LandingPage />, '/');
    await settle();
    expect(screen.getAllByRole('region', { name: 'Chat with Lexa' })).toEqual([earlyChat()!.querySelector('section')]);

    await advance(800);
    await settle();
    expect(earlyChat()).toBeNull();
    const region = screen.getByRole('region', { name: 'Chat with Lexa' });
    expect(within(region).getByRole('textbox', { name: 'Message' })).toHaveValue('My employer has not paid me');
  });
});

import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ChatTooltip } from '../components/ChatTooltip';

function renderTwoTooltips() {
  render(
    <>
      <ChatTooltip title="First tip">
        <button type="button">first</button>
      </ChatTooltip>
      <ChatTooltip title="Second tip">
        <button type="button">second</button>
      </ChatTooltip>
    </>,
  );
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('ChatTooltip', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('opens after 700 ms, and the next one at once when it follows within 300 ms', () => {
    renderTwoTooltips();
    fireEvent.mouseEnter(screen.getByText('first'));
    advance(650);
    expect(screen.queryByText('First tip')).not.toBeInTheDocument();
    advance(100);
    expect(screen.getByText('First tip')).toBeInTheDocument();

    fireEvent.mouseLeave(screen.getByText('first'));
    advance(200);
    fireEvent.mouseEnter(screen.getByText('second'));
    advance(0);
    expect(screen.getByText('Second tip')).toBeInTheDocument();
  });

  it('waits the full delay again once more than 300 ms have passed', () => {
    renderTwoTooltips();
    fireEvent.mouseEnter(screen.getByText('first'));
    advance(700);
    fireEvent.mouseLeave(screen.getByText('first'));
    advance(400);
    fireEvent.mouseEnter(screen.getByText('second'));
    advance(100);
    expect(screen.queryByText('Second tip')).not.toBeInTheDocument();
    advance(600);
    expect(screen.getByText('Second tip')).toBeInTheDocument();
  });
});

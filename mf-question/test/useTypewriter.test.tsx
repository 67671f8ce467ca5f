import { act, render, screen } from '@testing-library/react';
import { useTypewriter } from '../src/hooks/useTypewriter';

function Probe({ text, ended, instant }: { text: string; ended: boolean; instant: boolean }) {
  const { visibleText, typing } = useTypewriter(text, ended, instant);
  return (
    <p data-testid="probe" data-typing={String(typing)}>
      {visibleText}
    </p>
  );
}

const shown = () => screen.getByTestId('probe').textContent ?? '';

describe('useTypewriter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the first character at once, then about one per 40 ms', () => {
    const view = render(<Probe text="" ended={false} instant={false} />);
    view.rerender(<Probe text="Hello world" ended={false} instant={false} />);
    expect(shown()).toBe('H');
    act(() => jest.advanceTimersByTime(160));
    expect(shown()).toBe('Hello');
    expect(screen.getByTestId('probe')).toHaveAttribute('data-typing', 'true');
    act(() => jest.advanceTimersByTime(1000));
    expect(shown()).toBe('Hello world');
    expect(screen.getByTestId('probe')).toHaveAttribute('data-typing', 'false');
  });

  it('catches up when text arrives faster than it is typed', () => {
    const view = render(<Probe text="" ended={false} instant={false} />);
    const long = 'x'.repeat(500);
    view.rerender(<Probe text={long} ended={false} instant={false} />);
    act(() => jest.advanceTimersByTime(1000));
    // At 40 ms/char only 25 would show; the one-second rule shows them all.
    expect(shown()).toHaveLength(500);
  });

  it('finishes soon after the stream ends', () => {
    const view = render(<Probe text="" ended={false} instant={false} />);
    view.rerender(<Probe text={'y'.repeat(200)} ended={false} instant={false} />);
    act(() => jest.advanceTimersByTime(80));
    view.rerender(<Probe text={'y'.repeat(200)} ended instant={false} />);
    act(() => jest.advanceTimersByTime(480));
    expect(shown()).toHaveLength(200);
  });

  it('keeps typing where it was when more text arrives', () => {
    const view = render(<Probe text="" ended={false} instant={false} />);
    view.rerender(<Probe text="abc" ended={false} instant={false} />);
    act(() => jest.advanceTimersByTime(400));
    expect(shown()).toBe('abc');
    view.rerender(<Probe text="abcdef" ended={false} instant={false} />);
    expect(shown()).toBe('abcd');
    act(() => jest.advanceTimersByTime(80));
    expect(shown()).toBe('abcdef');
  });

  it('shows everything at once with reduced motion', () => {
    const view = render(<Probe text="" ended={false} instant />);
    view.rerender(<Probe text="All of it, now." ended={false} instant />);
    expect(shown()).toBe('All of it, now.');
    expect(screen.getByTestId('probe')).toHaveAttribute('data-typing', 'false');
  });

  it('starts over when a new, shorter text replaces the old one', () => {
    const view = render(<Probe text="first answer" ended instant={false} />);
    act(() => jest.advanceTimersByTime(2000));
    view.rerender(<Probe text="" ended={false} instant={false} />);
    view.rerender(<Probe text="second" ended={false} instant={false} />);
    expect(shown()).toBe('s');
  });
});

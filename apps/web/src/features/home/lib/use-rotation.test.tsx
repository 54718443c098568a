import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ITEM_DISPLAY_MS, DEMO_ITEM_TRANSITION_MS } from './demo-offer';
import { useRotation } from './use-rotation';

describe('useRotation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows each item for 4500 ms, fades for 500 ms, then moves to the next and wraps around', () => {
    const { result } = renderHook(() => useRotation(4, DEMO_ITEM_DISPLAY_MS, DEMO_ITEM_TRANSITION_MS));
    expect(result.current).toEqual({ index: 0, isChanging: false });

    act(() => vi.advanceTimersByTime(4499));
    expect(result.current).toEqual({ index: 0, isChanging: false });

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ index: 0, isChanging: true });

    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toEqual({ index: 1, isChanging: false });

    act(() => vi.advanceTimersByTime(3 * 4500));
    expect(result.current.index).toBe(0);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Status = typeof import('./online-status');

/** A fresh copy of the module: its state (unreachable or not) is per page load. */
async function load(): Promise<Status> {
  vi.resetModules();
  return import('./online-status');
}

describe('the connection as the officer lives it', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is offline while the API does not answer at all, though the browser says online', async () => {
    const status = await load();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(status.isOnline()).toBe(true);
    status.reportNoAnswer();
    expect(status.isOnline()).toBe(false);
    // The API's health is asked again later, less often each time.
    await vi.advanceTimersByTimeAsync(status.FIRST_PROBE_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/v1/health');
    await vi.advanceTimersByTimeAsync(status.FIRST_PROBE_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(status.FIRST_PROBE_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(status.isOnline()).toBe(false);
  });

  it('is back once the API answers again, and says so to whoever waits for it', async () => {
    const status = await load();
    const back = vi.fn();
    status.onBackOnline(back);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 503 })));
    status.reportNoAnswer();
    await vi.advanceTimersByTimeAsync(status.FIRST_PROBE_MS);
    expect(status.isOnline()).toBe(true);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('checks at once after another answer (it may have come from the phone’s cache)', async () => {
    const status = await load();
    const health = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', health);
    status.reportNoAnswer();
    status.reportAnswer();
    await vi.advanceTimersByTimeAsync(0);
    expect(health).toHaveBeenCalledTimes(1);
    expect(status.isOnline()).toBe(false);
    health.mockResolvedValue(new Response('{}'));
    status.reportAnswer();
    await vi.advanceTimersByTimeAsync(0);
    expect(status.isOnline()).toBe(true);
  });

  it("ends with the browser's own 'online' event", async () => {
    const status = await load();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const back = vi.fn();
    status.onBackOnline(back);
    status.reportNoAnswer();
    window.dispatchEvent(new Event('online'));
    expect(status.isOnline()).toBe(true);
    expect(back).toHaveBeenCalledTimes(1);
    // No more looking once it is back.
    await vi.advanceTimersByTimeAsync(status.LONGEST_PROBE_MS);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is offline whenever the browser says so', async () => {
    const status = await load();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(status.isOnline()).toBe(false);
  });
});

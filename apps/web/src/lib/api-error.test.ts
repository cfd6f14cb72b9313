import { describe, expect, it, vi, afterEach } from 'vitest';
import { ApiError } from './api-client';
import { describeApiError, showApiError } from './api-error';

const err = (status: number | null, message?: string) =>
  new ApiError(
    status,
    message === undefined ? null : { statusCode: status ?? 0, error: 'x', message },
  );

describe('describeApiError (spec section 8)', () => {
  it('no server response asks to check the internet', () => {
    expect(describeApiError(err(null)).message).toBe(
      'Something went wrong, check your internet and please try again',
    );
  });
  it('status 500 is an unexpected error', () => {
    expect(describeApiError(err(500, 'boom')).message).toBe('Sorry an unexpected error occurred.');
  });
  it('400 variants map to their toasts', () => {
    expect(describeApiError(err(400, 'Email Address already exist')).message).toBe(
      'Email already exists!',
    );
    expect(describeApiError(err(400, 'Please Use Another phone Number')).message).toBe(
      'Phone Number already exists!',
    );
    expect(describeApiError(err(400, 'Please Verify Your Email')).message).toBe(
      'Please Verify Your Email',
    );
  });
  it('404 shows the server message or Resource Not Found!', () => {
    expect(describeApiError(err(404, 'League not found')).message).toBe('League not found');
    expect(describeApiError(err(404)).message).toBe('Resource Not Found!');
  });
  it('401 shows the server text and redirects only for the session messages', () => {
    expect(describeApiError(err(401, 'Please authenticate'))).toEqual({
      message: 'Please authenticate',
      redirectToLogin: true,
    });
    expect(
      describeApiError(err(401, 'Forbidden: Not Verified or Not Permitted')).redirectToLogin,
    ).toBe(true);
    expect(describeApiError(err(401, 'Incorrect email or password'))).toEqual({
      message: 'Incorrect email or password',
      redirectToLogin: false,
    });
  });
  it('anything else without a message is Something went wrong', () => {
    expect(describeApiError(err(418)).message).toBe('Something went wrong');
    expect(describeApiError(new Error('x')).message).toBe('Something went wrong');
  });
});

describe('showApiError', () => {
  afterEach(() => vi.useRealTimers());
  it('redirects to /login one second after a 401 Please authenticate and forgets the session', () => {
    vi.useFakeTimers();
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, assign },
    });
    window.localStorage.setItem('root', JSON.stringify({ user: { _id: '1' } }));
    showApiError(err(401, 'Please authenticate'));
    expect(window.localStorage.getItem('root')).toBeNull();
    vi.advanceTimersByTime(999);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith('/login');
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  });
});

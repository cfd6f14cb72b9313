import { describe, expect, it, vi, afterEach } from 'vitest';
import { ApiError } from './api-client';
import { describeApiError, showApiError } from './api-error';
import { codeForStatus, type ErrorCode } from '@dpts/contract/errors';

const err = (status: number | null, message?: string, code?: ErrorCode) =>
  new ApiError(
    status,
    message === undefined || status === null
      ? null
      : { statusCode: status, error: 'x', code: code ?? codeForStatus(status), message },
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
  it('a taken email or phone maps to its toast by code', () => {
    expect(describeApiError(err(400, 'Email Address already exist', 'EMAIL_EXISTS')).message).toBe(
      'Email already exists!',
    );
    expect(
      describeApiError(err(400, 'Please Use Another phone Number', 'PHONE_EXISTS')).message,
    ).toBe('Phone Number already exists!');
  });
  it('decides on the code, not on the words: a reworded server text still maps', () => {
    expect(describeApiError(err(400, 'That email is in use', 'EMAIL_EXISTS')).message).toBe(
      'Email already exists!',
    );
    expect(describeApiError(err(400, 'Email Address already exist')).message).toBe(
      'Email Address already exist',
    );
  });
  it('404 shows the server message or Resource Not Found!', () => {
    expect(describeApiError(err(404, 'League not found')).message).toBe('League not found');
    expect(describeApiError(err(404)).message).toBe('Resource Not Found!');
  });
  it('401 shows the server text and redirects only when the session is gone', () => {
    expect(describeApiError(err(401, 'Please authenticate', 'UNAUTHORIZED'))).toEqual({
      message: 'Please authenticate',
      redirectToLogin: true,
    });
    expect(
      describeApiError(err(401, 'Incorrect email or password', 'INVALID_CREDENTIALS')),
    ).toEqual({
      message: 'Incorrect email or password',
      redirectToLogin: false,
    });
  });
  it('other refusals show the server text', () => {
    expect(
      describeApiError(err(403, 'Forbidden: Not Verified or Not Permitted', 'EMAIL_NOT_VERIFIED'))
        .message,
    ).toBe('Forbidden: Not Verified or Not Permitted');
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
    showApiError(err(401, 'Please authenticate', 'UNAUTHORIZED'));
    expect(window.localStorage.getItem('root')).toBeNull();
    vi.advanceTimersByTime(999);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith('/login');
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  });
});

import { ApiError, errorMessage, requestFailedMessage, serverMessage } from './errors';

describe('error helpers', () => {
  it('formats the spec message for failed requests', () => {
    expect(requestFailedMessage(404)).toBe('request failed with status 404');
  });

  it('reads the server message from an error body', () => {
    expect(serverMessage({ statusCode: 400, error: 'Bad Request', message: 'Email must be valid' })).toBe('Email must be valid');
    expect(serverMessage({ message: ['Name must be at least 2 characters', 'x'] })).toBe('Name must be at least 2 characters');
    expect(serverMessage({ message: '' })).toBeUndefined();
    expect(serverMessage('Internal Server Error')).toBeUndefined();
    expect(serverMessage(null)).toBeUndefined();
  });

  it('prefers the server message and falls back to the caller text', () => {
    const withMessage = new ApiError(401, 'request failed with status 401', { message: 'Invalid credentials' });
    const withoutMessage = new ApiError(500, 'request failed with status 500', 'oops');
    expect(errorMessage(withMessage, 'Failed to login')).toBe('Invalid credentials');
    expect(errorMessage(withoutMessage, 'Failed to login')).toBe('Failed to login');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed to login')).toBe('Failed to login');
  });
});

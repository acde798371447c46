import { ApiError } from '@/api/errors';
import { failureDescription, GENERIC_FAILURE } from './feedback';

describe('failureDescription', () => {
  it("uses the server's message", () => {
    const error = new ApiError(400, 'Current password is incorrect.', { statusCode: 400, error: 'Bad Request', message: 'Current password is incorrect.' });
    expect(failureDescription(error, 'Failed to change password')).toBe('Current password is incorrect.');
  });

  it("falls back to the action's text when the answer has no message", () => {
    expect(failureDescription(new ApiError(500, 'request failed with status 500', undefined), 'Failed to update profile')).toBe(
      'Failed to update profile',
    );
    expect(failureDescription(new TypeError('Failed to fetch'), 'Failed to delete account')).toBe('Failed to delete account');
  });

  it('says something went wrong when there is no message at all', () => {
    expect(failureDescription(undefined, 'Failed to update profile')).toBe(GENERIC_FAILURE);
    expect(failureDescription(new Error('clipboard blocked'))).toBe(GENERIC_FAILURE);
    expect(GENERIC_FAILURE).toBe('Something went wrong. Please try again.');
  });
});

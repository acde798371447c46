import type { User } from '../commands/auth';

/** GET /api/auth/me for a user on day one of the 7-day trial, as backend/src/modules/users sends it. */
export const TRIAL_USER: User = {
  id: '6f1c2a4e-3b7d-4c5e-9a8b-1d2e3f4a5b6c',
  name: 'Ana',
  email: 'ana@example.com',
  profileImageUrl: null,
  createdAt: '2025-03-01T09:00:00.000Z',
  subscription: {
    planId: 'free-trial',
    status: 'trialing',
    cancelAtPeriodEnd: false,
    currentPeriodStart: '2025-03-01T09:00:00.000Z',
    currentPeriodEnd: '2025-03-08T09:00:00.000Z',
    access: { active: true, trialExpired: false, trialDaysLeft: 7 },
  },
};

export const PRO_USER: User = {
  ...TRIAL_USER,
  name: 'Bea',
  email: 'bea@example.com',
  subscription: {
    planId: 'pro',
    status: 'active',
    cancelAtPeriodEnd: false,
    currentPeriodStart: '2025-03-01T09:00:00.000Z',
    currentPeriodEnd: '2025-04-01T09:00:00.000Z',
    access: { active: true, trialExpired: false, trialDaysLeft: null },
  },
};

/** The backend's 401 body for a missing, unknown or deleted key. */
export const UNAUTHORIZED = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'Authentication required: send a valid session token or API key as a Bearer token.',
};

import { paths } from '@/config/paths';
import type { SessionStatus, User } from '@/lib/session';
import type { Access } from '../routes';

/** The expired-trial toast (core spec §8): destructive, in Portuguese. */
export const TRIAL_EXPIRED_TOAST = {
  title: 'Período de teste expirado',
  description: 'Sua avaliação gratuita terminou. Faça upgrade para o plano Pro para continuar usando todas as ferramentas.',
  variant: 'destructive',
} as const;

export type AccessDecision =
  | { kind: 'allow' }
  /** The session is still being verified: show a spinner. */
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string; toast?: typeof TRIAL_EXPIRED_TOAST };

/**
 * The route guard of core spec §2: a spinner while the session loads; signed out → /login; where a
 * subscription is required and it is not active → /pricing while the trial has not expired, else
 * /products/trial-expired with the expired-trial toast. `sessionJustEnded`: the session has just
 * ended (logout, account deletion, refused by the server) and the app is on its way home. `access` comes from the server (the rules
 * live there); a user without a subscription record counts as active (spec §4).
 */
export function decideAccess(access: Access, status: SessionStatus, user: User | null, sessionJustEnded = false): AccessDecision {
  if (access === 'public') return { kind: 'allow' };
  if (status === 'loading') return { kind: 'wait' };
  // Spec §4: logout, account deletion and a refused session go home, not to /login.
  if (!user) return { kind: 'redirect', to: sessionJustEnded ? paths.home : paths.login };
  if (access === 'subscription') {
    const subscriptionAccess = user.subscription?.access;
    if (subscriptionAccess && !subscriptionAccess.active) {
      return subscriptionAccess.trialExpired
        ? { kind: 'redirect', to: paths.trialExpired, toast: TRIAL_EXPIRED_TOAST }
        : { kind: 'redirect', to: paths.pricing };
    }
  }
  return { kind: 'allow' };
}

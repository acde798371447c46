import { useMemo } from 'react';
import { toast } from '@/components/toast';
import { FAILURE_TITLE, failureDescription } from '../logic/feedback';

export interface Feedback {
  success(title: string): void;
  /** Destructive toast 'Error' with the server's message, else `fallback` (spec §8). */
  failure(error: unknown, fallback?: string): void;
}

/** Settings toasts through the app's toaster (one at a time, 5 s, spec §9). */
export function useFeedback(): Feedback {
  return useMemo(
    () => ({
      success: (title) => void toast({ title, variant: 'success' }),
      failure: (error, fallback) => void toast({ title: FAILURE_TITLE, description: failureDescription(error, fallback), variant: 'destructive' }),
    }),
    [],
  );
}

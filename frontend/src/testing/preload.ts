import { loadAntd } from '@/app/antd/antd-loader';
import { appRoutes } from '@/app/routes';

/**
 * Loads the antd providers and every screen module once, so tests that render the app through the
 * router do not spend their findBy timeouts on the first (cold) transform of antd.
 */
export function preloadScreens(): void {
  beforeAll(async () => {
    await Promise.all([loadAntd(), ...appRoutes.map((route) => route.load())]);
  }, 60_000);
}

import { useSession } from '@/lib/session';
import { ClosingCta } from '../components/ClosingCta';
import { Hero } from '../components/Hero';
import { PricingSection } from '../components/PricingSection';
import { ProviderLogos } from '../components/ProviderLogos';
import { ToolGrid } from '../components/ToolGrid';
import { viewerPlanOf } from '../plans';

/**
 * Landing page (core spec §2): hero, six tool cards, provider logos, pricing, closing call to action.
 * Signed-in users get 'Go to Dashboard' and the plan cards of their plan. Plain HTML and CSS only:
 * no antd component on this route.
 */
export default function LandingPage() {
  const { user } = useSession();
  const signedIn = user !== null;
  return (
    <>
      <Hero signedIn={signedIn} />
      <ToolGrid />
      <ProviderLogos />
      <PricingSection viewer={viewerPlanOf(user)} />
      <ClosingCta signedIn={signedIn} />
    </>
  );
}

import { ClosingCta } from '../components/ClosingCta';
import { Hero } from '../components/Hero';
import { PricingSection } from '../components/PricingSection';
import { ProviderLogos } from '../components/ProviderLogos';
import { ToolGrid } from '../components/ToolGrid';

/**
 * Landing page (core spec §2): hero, six tool cards, provider logos, pricing, closing call to action.
 * Signed-out variant; the signed-in one ('Go to Dashboard') arrives with sessions (see
 * src/lib/session.ts). Plain HTML and CSS only: no antd component on this route.
 */
export default function LandingPage() {
  return (
    <>
      <Hero />
      <ToolGrid />
      <ProviderLogos />
      <PricingSection />
      <ClosingCta />
    </>
  );
}
